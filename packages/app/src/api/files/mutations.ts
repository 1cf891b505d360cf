/** Writes of files (api.md §5.5, product.md §7 Uploads): upload, import from a URL, metadata, replace, delete. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FileObject, PrimaryKey } from '@atrium/sdk';
import { api } from '../client';
import { invalidateItemWrite } from '../invalidation';
import { useDeleteItems, useUpdateItem } from '../items/mutations';
import { FILES } from './keys';

/** Upload progress of product.md §4: 0–95 while bytes go out, 100 once the server answered. */
export const UPLOAD_TRANSFER_MAX = 95;

export interface UploadInput {
  file: Blob;
  /** Name sent with the part; defaults to the File's own name. */
  filename?: string;
  /** Extra metadata fields (title, tags, folder, ...). */
  fields?: Record<string, string>;
}

/**
 * Uploads one file as multipart form data, with progress. `progress` is null before the first
 * upload. The file lists go stale when it succeeds.
 */
export function useUpload(project: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ file, filename, fields = {} }: UploadInput) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('data', file, filename ?? (file as File).name ?? 'file');
      setProgress(0);
      return api.upload(project, form, (pct) => setProgress(Math.min(UPLOAD_TRANSFER_MAX, pct)));
    },
    onSuccess: async () => {
      setProgress(100);
      await invalidateItemWrite(client, project, FILES);
    },
  });
  return { ...mutation, progress };
}

/** Adds a file from a URL (a YouTube/Vimeo embed or a downloadable image). */
export function useCreateFileFromUrl(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api.createFileFromUrl(project, url),
    onSuccess: () => invalidateItemWrite(client, project, FILES),
  });
}

/** Updates file metadata (`{ key, values }`). */
export const useUpdateFile = (project: string) => useUpdateItem<FileObject>(project, FILES);

/** Deletes files by id. */
export const useDeleteFiles = (project: string) => useDeleteItems(project, FILES);

/**
 * Replaces the content of one file (api.md §5.5 `PATCH /files/{id}`, multipart) with progress
 * 0–95 then 100; the file's lists and item go stale, so every view shows the new thumbnail.
 */
export function useReplaceFile(project: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, file }: { id: PrimaryKey; file: File }) => {
      const form = new FormData();
      form.append('data', file, file.name);
      setProgress(0);
      return api.replaceFile(project, id, form, (pct) => setProgress(Math.min(UPLOAD_TRANSFER_MAX, pct)));
    },
    onSuccess: async (_file, { id }) => {
      setProgress(100);
      await invalidateItemWrite(client, project, FILES, [id]);
    },
    onError: () => setProgress(null),
  });
  return { ...mutation, progress };
}
