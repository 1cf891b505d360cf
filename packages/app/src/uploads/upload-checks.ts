/**
 * Checks before an upload (product.md §5, §8): a file larger than the server's maximum or of a
 * type not accepted is rejected with a warning carrying the file name. Types match exactly against
 * the accepted MIME list (app-catalogue.md §6); no list accepts everything.
 */
export type UploadWarning = 'upload_exceeds_max_size' | 'file_type_not_accepted';

export function uploadWarning(
  file: { name: string; size: number; type: string },
  maxSize: number | null | undefined,
  accept?: readonly string[] | null,
): UploadWarning | null {
  if (typeof maxSize === 'number' && maxSize > 0 && file.size > maxSize) return 'upload_exceeds_max_size';
  if (accept && accept.length > 0 && !accept.includes(file.type)) return 'file_type_not_accepted';
  return null;
}

/** Upload progress of product.md §4: 0–95 while bytes go out, 100 once the server answered. */
export const TRANSFER_CAP = 95;

export const transferProgress = (percent: number) => Math.max(0, Math.min(TRANSFER_CAP, Math.round(percent)));
