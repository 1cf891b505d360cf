import type { TFunction } from 'i18next';
import { ApiError } from '../api/client';

/** Codes with their own message (product.md §8). */
const KNOWN = new Set([-1, 3, 11, 14, 100, 101, 102, 103, 106, 107, 111, 112, 113, 114, 115]);

export function errorCode(err: unknown): number {
  return err instanceof ApiError ? err.code : -1;
}

/** The translated message for an error code, else the server's message, else the unknown error. */
export function errorMessage(t: TFunction, code: number, message?: string | null): string {
  if (KNOWN.has(code)) return t(`errors.${code}`);
  return message || t('error_unknown');
}
