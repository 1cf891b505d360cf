import type { TFunction } from 'i18next';
import { ErrorCode, NETWORK_ERROR_CODE } from '@atrium/sdk';
import { ApiError } from '../api/client';

/** Codes with their own message `errors.<code>` (product.md §8), named. */
const KNOWN = new Set<number>([
  NETWORK_ERROR_CODE,
  ErrorCode.Unauthorized,
  ErrorCode.DatabaseConnectionFailed,
  ErrorCode.NotInstalled,
  ErrorCode.InvalidCredentials,
  ErrorCode.InvalidToken,
  ErrorCode.ExpiredToken,
  ErrorCode.UserInactive,
  ErrorCode.UserNotFound,
  ErrorCode.UserWithEmailNotFound,
  ErrorCode.TwoFactorOtpRequired,
  ErrorCode.TwoFactorInvalidOtp,
  ErrorCode.TwoFactorEnforced,
  ErrorCode.LoginPayloadInvalid,
  ErrorCode.SsoNotAllowedWith2fa,
]);

export function errorCode(err: unknown): number {
  return err instanceof ApiError ? err.code : NETWORK_ERROR_CODE;
}

/** The translated message for an error code, else the server's message, else the unknown error. */
export function errorMessage(t: TFunction, code: number, message?: string | null): string {
  if (KNOWN.has(code)) return t(`errors.${code}`);
  return message || t('error_unknown');
}

/**
 * True when the server answered and refused the request as it was asked (a 4xx other than a
 * sign-in problem): a bad filter or field, not an unreachable or broken server.
 */
export function isRefusal(err: unknown): err is ApiError {
  return (
    err instanceof ApiError && !err.network && err.status >= 400 && err.status < 500 && err.status !== 401
  );
}
