import type { Media } from '@common/api/advisers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAdviserKey } from '@web/api/get-my-adviser';
import { api } from '@web/lib/api';
import { adviserAccountKeys } from './query-keys';

/** PUT /api/media/gallery/{userId}/order: every gallery id, in the new order. */
export async function reorderGallery(userId: string, ids: string[]) {
  const answer = await api.request<{ data: Media[] }>(
    `/api/media/gallery/${encodeURIComponent(userId)}/order`,
    { method: 'PUT', body: { ids } },
  );
  return answer.data;
}

/**
 * `reorder(list)` shows the new order at once and saves it; the saves run one at a time in the
 * order they were made. A failed save reloads the gallery so the true order shows again.
 */
export function useReorderGalleryMutation(userId: string | null) {
  const queryClient = useQueryClient();
  const key = adviserAccountKeys.gallery(userId ?? '');
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
    queryClient.setQueryData(key, ordered);
    mutation.mutate(ordered);
  };
  return { ...mutation, reorder };
}
