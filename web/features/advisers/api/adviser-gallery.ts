import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { userMediaQuery } from '@web/api/media';

/**
 * GET /api/media/gallery/{userId}; a 404 means an empty gallery (SPEC.md §8). The gallery is a
 * secondary part of the profile: its section shows its own error text.
 */
export const adviserGalleryQuery = (userId: string | undefined) =>
  userMediaQuery('gallery', userId, { errorMessage: messages.advisers.loadFailed });

export function useAdviserGallery(userId: string | undefined) {
  return useQuery({ ...adviserGalleryQuery(userId), select: (answer) => answer?.data ?? [] });
}
