import type { Media } from '@common/api/advisers';
import { mediaApi } from '@common/api/media';
import type { Answer } from '@common/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAdviserKey } from '@web/api/get-my-adviser';
import { userMediaKey } from '@web/api/media';
import { call } from '@web/lib/endpoint';

/** PUT /api/media/gallery/{userId}/order: every gallery id, in the new order. */
export async function reorderGallery(userId: string, ids: string[]) {
  const answer = await call(mediaApi.reorderGallery, { params: { userId }, body: { ids } });
  return answer.data;
}

/**
 * `reorder(list)` shows the new order at once and saves it; the saves run one at a time in the
 * order they were made. A failed save reloads the gallery so the true order shows again.
 */
export function useReorderGalleryMutation(userId: string | null) {
  const queryClient = useQueryClient();
  const key = userMediaKey('gallery', userId ?? '');
  const mutation = useMutation({
    scope: { id: 'adviser-gallery-order' },
    mutationFn: (ordered: Media[]) =>
      reorderGallery(
        userId ?? '',
        ordered.map((m) => m.id),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAdviserKey(userId ?? '') }),
  });
  const reorder = (ordered: Media[]) => {
    // The cached answer of GET /api/media/gallery/{userId} (null: none yet).
    queryClient.setQueryData<Answer<typeof mediaApi.gallery> | null>(
      key,
      (current) => current && { ...current, data: ordered },
    );
    mutation.mutate(ordered);
  };
  return { ...mutation, reorder };
}
