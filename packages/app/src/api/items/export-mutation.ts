/**
 * Export of a list view (Atrium extension `GET /items/{c}?export=csv|json`, docs/compatibility.md).
 * The server streams the file; the browser downloads it itself (session cookie, no copy in
 * memory). A `limit=0` read of the same view runs first, so a refused view (permissions, a field
 * gone) shows its error in the app instead of downloading an error document.
 */
import { useMutation } from '@tanstack/react-query';
import { exportParams, type ExportFormat, type QueryParams } from '@atrium/sdk';
import { api } from '../client';

export type { ExportFormat };

export interface ExportRequest {
  format: ExportFormat;
  params: QueryParams;
}

/** Starts a download of `url` as the browser would follow a link with `download`. */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useExportItems(
  project: string,
  collection: string,
  download: (url: string) => void = startDownload,
) {
  return useMutation({
    mutationFn: async ({ format, params }: ExportRequest) => {
      await api.getItems(project, collection, { ...exportParams(params), limit: 0 });
      const url = api.itemsExportUrl(project, collection, params, format);
      download(url);
      return url;
    },
  });
}
