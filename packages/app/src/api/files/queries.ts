/** Reads of files (api.md §5.5): the file library's pages and one file. */
import type { FileObject, PrimaryKey, QueryParams } from '@atrium/sdk';
import { useItem, useItems } from '../items/queries';
import { FILES } from './keys';

/** A page of files (the file library). */
export function useFiles(project: string, params: QueryParams = {}) {
  return useItems<FileObject>(project, FILES, params);
}

/** One file with its computed `data` (urls, thumbnails, embed). */
export function useFile(project: string, id: PrimaryKey | null, params: QueryParams = {}) {
  return useItem<FileObject>(project, FILES, id, params);
}
