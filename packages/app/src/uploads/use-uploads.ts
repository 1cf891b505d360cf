/**
 * Several uploads at once, each with its own entry (product.md §4 Upload entry): progress 0–95
 * during transfer, 100 on completion, or the server's error message. The file lists go stale after
 * each successful upload.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { FileObject } from '@atrium/sdk';
import { api } from '../api/client';
import { invalidateItemWrite } from '../api/invalidation';
import { transferProgress } from './upload-checks';

export interface UploadEntry {
  id: number;
  name: string;
  size: number;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  file?: FileObject;
}

let nextId = 1;

export function useUploads(project: string, onUploaded?: (file: FileObject) => void) {
  const client = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  const patch = (id: number, values: Partial<UploadEntry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...values } : e)));

  const upload = useCallback(
    (file: File) => {
      const id = nextId++;
      setEntries((list) => [
        ...list,
        { id, name: file.name, size: file.size, progress: 0, status: 'uploading' },
      ]);
      const form = new FormData();
      form.append('data', file, file.name);
      return api
        .upload(project, form, (pct) => patch(id, { progress: transferProgress(pct) }))
        .then(async (saved) => {
          patch(id, { progress: 100, status: 'done', file: saved });
          latest.current?.(saved);
          await invalidateItemWrite(client, project, 'directus_files');
        })
        .catch((error: unknown) => {
          patch(id, { status: 'error', error: error instanceof Error ? error.message : String(error) });
        });
    },
    [project, client],
  );

  return { entries, upload };
}
