/** Writes of activity: comments on an item (product.md §7 Revisions comment). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentInput } from '@atrium/sdk';
import { api } from '../client';
import { invalidateComment } from '../invalidation';

/** Posts a comment on an item; refreshes that item's timeline and the activity listings. */
export function usePostComment(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => api.postComment(project, input),
    onSuccess: (_data, input) => invalidateComment(client, project, input.collection, input.item),
  });
}
