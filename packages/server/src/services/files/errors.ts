import { errors } from '../../errors';

/** Errors of uploads, files and assets (api.md §3.1: 4xx, 600s). */
export const fileErrors = {
  /** 403/10: no create permission on `directus_files`. */
  uploadDenied: () => errors.forbidden('You are not allowed to upload files'),
  /** 413/601: a multipart file over the project's `max_upload_size` (PHP's UPLOAD_ERR_INI_SIZE). */
  multipartTooLarge: (max: number) =>
    errors.uploadTooLarge(`The uploaded file exceeds the maximum upload size (${max} bytes)`),
  /** 422/4: a base64 or imported file over the project's `max_upload_size`. */
  tooLarge: (max: number) =>
    errors.invalidPayload(`data: The file is larger than the maximum upload size (${max} bytes).`),
  empty: () => errors.invalidPayload('data: The file is empty.'),
  blank: (field: string) => errors.invalidPayload(`${field}: This value should not be blank.`),
  invalid: (field: string, why: string) => errors.invalidPayload(`${field}: ${why}`),
  /** 422/4: the `file_mimetype_whitelist` setting does not list the type. */
  typeNotAllowed: (type: string) => errors.invalidPayload(`data: The file type "${type}" is not allowed.`),
  /** 422/4: active content (HTML, SVG, XML) behind an image, audio, video or PDF extension. */
  disguised: (actual: string, name: string) =>
    errors.invalidPayload(`data: The file content (${actual}) does not match its name "${name}".`),
  /** 422/4: the URL could not be imported (refused destination, network error, wrong content). */
  importFailed: (why: string) => errors.invalidPayload(`data: The URL could not be imported: ${why}`),
  /** 500/600. */
  filesystem: (message?: string) => errors.filesystem(message),
  /** 422/12 (api.md §5.7). */
  thumbnail: (message: string) => errors.unprocessable(message),
};
