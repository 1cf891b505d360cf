import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { parseBody } from './transport';

/** The part of XMLHttpRequest an upload uses (so tests can pass a fake). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  withCredentials: boolean;
  status: number;
  statusText: string;
  responseText: string;
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export type XhrFactory = new () => XhrLike;

export interface UploadRequest {
  url: string;
  project: string;
  formData: FormData;
  /** POST creates a file; PATCH (`…/files/{id}`) replaces an existing file's content. */
  method?: 'POST' | 'PATCH';
  onProgress?: (percent: number) => void;
  xhr?: XhrFactory;
}

/** Sends (POST, or PATCH) a multipart form with upload progress (fetch cannot report it), cookies included. */
export function uploadWithProgress<T>(req: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const Ctor = req.xhr ?? (globalThis as unknown as { XMLHttpRequest?: XhrFactory }).XMLHttpRequest;
    if (!Ctor) {
      reject(new ApiError(NETWORK_ERROR_CODE, 'XMLHttpRequest is not available'));
      return;
    }
    const xhr = new Ctor();
    xhr.open(req.method ?? 'POST', req.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-directus-project', req.project);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        req.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      try {
        resolve(parseBody<T>(xhr.responseText, xhr.status, xhr.statusText));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_CODE, 'Network error'));
    xhr.onabort = () => reject(new ApiError(NETWORK_ERROR_CODE, 'Upload aborted'));
    xhr.send(req.formData);
  });
}
