import { useQuery } from '@tanstack/react-query';
import { userMediaQuery } from '@web/api/media';

/** GET /api/media/gallery/{userId}: the gallery in its order; a 404 is an empty gallery (SPEC.md §8). */
export function useGalleryQuery(userId: string | null) {
  return useQuery({
    ...userMediaQuery('gallery', userId, { toast: true }),
    select: (answer) => answer?.data ?? [],
  });
}
