import { ErrorCode } from '@atrium/sdk';

/**
 * Every error a client sees is an ApiError: the catalogue code (api.md §3.1), the HTTP status v8
 * answers it with, and a message. Anything else thrown becomes code 0 in the error handler.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly status: number,
    message: string,
    /** Extra headers, e.g. Retry-After for rate limits. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const make =
  (code: number, status: number, defaultMessage: string) =>
  (message: string = defaultMessage): ApiError =>
    new ApiError(code, status, message);

export const errors = {
  notFound: make(ErrorCode.NotFound, 404, 'Not Found'),
  badRequest: make(ErrorCode.BadRequest, 400, 'Bad Request'),
  unauthorized: make(ErrorCode.Unauthorized, 401, 'Unauthorized request'),
  adminOnly: make(ErrorCode.Unauthorized, 401, 'Permission denied: Admin Only'),
  invalidPayload: make(ErrorCode.InvalidPayloadValidation, 422, 'Invalid payload'),
  methodNotAllowed: make(ErrorCode.MethodNotAllowed, 405, 'Method Not Allowed'),
  tooManyRequests: make(ErrorCode.TooManyRequests, 429, 'Too Many Requests'),
  sql: make(ErrorCode.SqlError, 500, 'Failed to generate SQL query'),
  forbidden: make(ErrorCode.Forbidden, 403, 'Forbidden'),
  databaseConnectionFailed: make(
    ErrorCode.DatabaseConnectionFailed,
    500,
    'Failed to connect to the database',
  ),
  unprocessable: make(ErrorCode.UnprocessableEntity, 422, 'Unprocessable Entity'),
  emptyPayload: make(ErrorCode.InvalidPayload, 400, 'Invalid or Empty Payload'),
  notInstalled: make(
    ErrorCode.NotInstalled,
    503,
    'This instance of the Directus API has not been configured properly',
  ),
  batchUploadNotAllowed: make(ErrorCode.BatchUploadNotAllowed, 400, 'Batch upload not allowed'),
  projectAlreadyExists: make(ErrorCode.ProjectAlreadyExists, 409, 'Project already exists'),
  invalidDatabaseConnection: make(ErrorCode.InvalidDatabaseConnection, 400, 'Invalid database connection'),
  ipNotWhitelisted: make(
    ErrorCode.IpNotWhitelisted,
    401,
    'You are not allowed to sign in from this location',
  ),
  maintenance: make(
    ErrorCode.Maintenance,
    503,
    'This API instance is currently down for maintenance. Try again later.',
  ),
  /** Adopting an existing database (`existing: true`) failed; the database was left as it was. */
  adoptionFailed: (problem: string) =>
    new ApiError(
      ErrorCode.UnprocessableEntity,
      422,
      `The existing database could not be adopted and was left unchanged: ${problem}`,
    ),
  unknown: make(ErrorCode.Unknown, 500, 'Internal error'),
  invalidCredentials: make(ErrorCode.InvalidCredentials, 404, 'Invalid user credentials'),
  invalidToken: make(ErrorCode.InvalidToken, 401, 'Invalid token'),
  expiredToken: make(ErrorCode.ExpiredToken, 401, 'Expired token'),
  userInactive: make(ErrorCode.UserInactive, 401, 'User inactive'),
  userSuspended: make(
    ErrorCode.UserInactive,
    404,
    'Your account is suspended. Please contact an administrator.',
  ),
  invalidResetToken: make(ErrorCode.InvalidResetPasswordToken, 401, 'Invalid reset password token'),
  expiredResetToken: make(ErrorCode.ExpiredResetPasswordToken, 401, 'Expired reset password token'),
  userNotFound: make(ErrorCode.UserNotFound, 404, 'User not found'),
  userWithEmailNotFound: make(ErrorCode.UserWithEmailNotFound, 404, 'User with email not found'),
  userNotAuthenticated: make(ErrorCode.UserNotAuthenticated, 401, 'User not authenticated'),
  invalidRequestToken: make(ErrorCode.InvalidRequestToken, 401, 'Invalid request token'),
  expiredRequestToken: make(ErrorCode.ExpiredRequestToken, 401, 'Expired request token'),
  otpRequired: make(ErrorCode.TwoFactorOtpRequired, 404, '2FA one-time password required'),
  otpInvalid: make(ErrorCode.TwoFactorInvalidOtp, 404, 'Invalid one-time password'),
  twoFactorEnforced: make(ErrorCode.TwoFactorEnforced, 401, '2FA enforced but not activated for user'),
  loginPayloadInvalid: make(ErrorCode.LoginPayloadInvalid, 422, 'Invalid login payload'),
  ssoNotAllowedWith2fa: make(
    ErrorCode.SsoNotAllowedWith2fa,
    401,
    'Single sign-on is not allowed for accounts with two-factor authentication',
  ),
  mailSendFailed: make(ErrorCode.MailSendFailed, 500, 'The mail could not be sent'),
  // Items, query language, permissions (api.md §3.1, §4, §7.1).
  collectionNotFound: (collection: string) =>
    new ApiError(ErrorCode.CollectionNotFound, 404, `Collection '${collection}' not found`),
  systemCollection: make(
    ErrorCode.ForbiddenSystemCollection,
    401,
    'Direct Access to System collections are not allowed',
  ),
  invalidField: (field: string, collection: string) =>
    new ApiError(ErrorCode.FieldNotFound, 422, `Invalid field "${field}" in "${collection}"`),
  fieldNotFound: make(ErrorCode.FieldNotFound, 404, 'Field not found'),
  itemNotFound: make(ErrorCode.ItemNotFound, 404, 'Item not found'),
  duplicateItem: make(ErrorCode.DuplicateItem, 409, 'Duplicate entry'),
  revisionNotFound: make(ErrorCode.RevisionNotFound, 404, 'Revision not found'),
  commentCreateDenied: make(ErrorCode.ForbiddenCommentCreate, 403, 'Not allowed to comment on this item'),
  commentUpdateDenied: make(ErrorCode.ForbiddenCommentUpdate, 403, 'Not allowed to edit this comment'),
  commentDeleteDenied: make(ErrorCode.ForbiddenCommentDelete, 403, 'Not allowed to delete this comment'),
  invalidFieldValueType: make(ErrorCode.InvalidFieldValueType, 422, 'Invalid value type'),
  unknownFilter: (op: string) => new ApiError(ErrorCode.UnknownFilter, 422, `Unknown filter: ${op}`),
  forbiddenFilterField: make(ErrorCode.ForbiddenFilterField, 403, 'Not allowed to filter by this field'),
  forbiddenRead: make(ErrorCode.ForbiddenRead, 403, 'Permission denied: read'),
  forbiddenCreate: make(ErrorCode.ForbiddenCreate, 403, 'Permission denied: create'),
  forbiddenUpdate: make(ErrorCode.ForbiddenUpdate, 403, 'Permission denied: update'),
  forbiddenDelete: make(ErrorCode.ForbiddenDelete, 403, 'Permission denied: delete'),
  forbiddenFieldRead: make(ErrorCode.ForbiddenFieldRead, 403, 'Permission denied: field read'),
  forbiddenFieldWrite: make(ErrorCode.ForbiddenFieldWrite, 403, 'Permission denied: field write'),
  /**
   * Beyond Directus: an update sent with `If-Match` whose ETag no longer matches the stored item.
   * Code 217 is unused by v8's catalogue; 412 is HTTP's own answer to a failed precondition.
   */
  itemModified: make(
    217,
    412,
    'The item was changed by someone else since you loaded it (If-Match does not match its current ETag)',
  ),
} as const;

/** Formats zod-style issues as v8 validation messages: "<field>: <violation>" joined by spaces. */
export function validationMessage(issues: { field: string; message: string }[]): string {
  return issues.map((i) => `${i.field}: ${i.message}`).join(' ');
}
