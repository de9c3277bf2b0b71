import { useQuery } from '@tanstack/react-query';
import { userMediaQuery } from '@web/api/media';

/** GET /api/media/profile/{userId}: the profile image, or null when there is none (404, SPEC.md §8). */
export function useProfileImageQuery(userId: string | null) {
  return useQuery({
    ...userMediaQuery('profileImage', userId, { toast: true }),
    select: (answer) => answer?.data ?? null,
  });
}
