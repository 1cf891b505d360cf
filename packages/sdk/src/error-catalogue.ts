import { ErrorCode } from './error-codes';

/**
 * Every error the server answers, defined once: the catalogue code (api.md §3.1), the HTTP status
 * it is answered with and the default message. One code may be answered with different statuses
 * (v8 does so); each such pairing has its own name. The server builds its errors only from here
 * (packages/server/src/errors.ts, enforced by lint); the app may read the defaults for display.
 */
export interface ErrorDefinition {
  readonly code: number;
  readonly status: number;
  readonly message: string;
}

const e = (code: number, status: number, message: string): ErrorDefinition => ({ code, status, message });

export const ERROR_CATALOGUE = {
  Unknown: e(ErrorCode.Unknown, 500, 'Internal error'),
  SystemTablesExist: e(ErrorCode.Unknown, 500, 'The database already contains Directus system tables.'),
  UpstreamUnavailable: e(ErrorCode.Unknown, 502, 'An upstream service could not be reached'),
  NotFound: e(ErrorCode.NotFound, 404, 'Not Found'),
  BadRequest: e(ErrorCode.BadRequest, 400, 'Bad Request'),
  Unauthorized: e(ErrorCode.Unauthorized, 401, 'Unauthorized request'),
  AdminOnly: e(ErrorCode.Unauthorized, 401, 'Permission denied: Admin Only'),
  SuperAdminOnly: e(ErrorCode.Unauthorized, 401, 'Permission denied: Superadmin Only'),
  InvalidPayloadValidation: e(ErrorCode.InvalidPayloadValidation, 422, 'Invalid payload'),
  MethodNotAllowed: e(ErrorCode.MethodNotAllowed, 405, 'Method Not Allowed'),
  TooManyRequests: e(ErrorCode.TooManyRequests, 429, 'Too Many Requests'),
  SqlError: e(ErrorCode.SqlError, 500, 'Failed to generate SQL query'),
  Forbidden: e(ErrorCode.Forbidden, 403, 'Forbidden'),
  DatabaseConnectionFailed: e(ErrorCode.DatabaseConnectionFailed, 500, 'Failed to connect to the database'),
  UnprocessableEntity: e(ErrorCode.UnprocessableEntity, 422, 'Unprocessable Entity'),
  InvalidPayload: e(ErrorCode.InvalidPayload, 400, 'Invalid or Empty Payload'),
  PayloadTooLarge: e(ErrorCode.InvalidPayload, 413, 'Request body is too large'),
  NotInstalled: e(
    ErrorCode.NotInstalled,
    503,
    'This instance of the Directus API has not been configured properly',
  ),
  BatchUploadNotAllowed: e(ErrorCode.BatchUploadNotAllowed, 400, 'Batch upload not allowed'),
  ProjectAlreadyExists: e(ErrorCode.ProjectAlreadyExists, 409, 'Project already exists'),
  InvalidDatabaseConnection: e(ErrorCode.InvalidDatabaseConnection, 400, 'Invalid database connection'),
  IpNotWhitelisted: e(ErrorCode.IpNotWhitelisted, 401, 'You are not allowed to sign in from this location'),
  MissingStorageConfig: e(ErrorCode.MissingStorageConfig, 500, 'Missing or invalid storage configuration'),
  Maintenance: e(
    ErrorCode.Maintenance,
    503,
    'This API instance is currently down for maintenance. Try again later.',
  ),
  InvalidCredentials: e(ErrorCode.InvalidCredentials, 404, 'Invalid user credentials'),
  InvalidToken: e(ErrorCode.InvalidToken, 401, 'Invalid token'),
  ExpiredToken: e(ErrorCode.ExpiredToken, 401, 'Expired token'),
  UserInactive: e(ErrorCode.UserInactive, 401, 'User inactive'),
  UserSuspended: e(
    ErrorCode.UserInactive,
    404,
    'Your account is suspended. Please contact an administrator.',
  ),
  InvalidResetPasswordToken: e(ErrorCode.InvalidResetPasswordToken, 401, 'Invalid reset password token'),
  ExpiredResetPasswordToken: e(ErrorCode.ExpiredResetPasswordToken, 401, 'Expired reset password token'),
  UserNotFound: e(ErrorCode.UserNotFound, 404, 'User not found'),
  UserWithEmailNotFound: e(ErrorCode.UserWithEmailNotFound, 404, 'User with email not found'),
  UserNotAuthenticated: e(ErrorCode.UserNotAuthenticated, 401, 'User not authenticated'),
  InvalidRequestToken: e(ErrorCode.InvalidRequestToken, 401, 'Invalid request token'),
  ExpiredRequestToken: e(ErrorCode.ExpiredRequestToken, 401, 'Expired request token'),
  TwoFactorOtpRequired: e(ErrorCode.TwoFactorOtpRequired, 404, '2FA one-time password required'),
  TwoFactorInvalidOtp: e(ErrorCode.TwoFactorInvalidOtp, 404, 'Invalid one-time password'),
  TwoFactorEnforced: e(ErrorCode.TwoFactorEnforced, 401, '2FA enforced but not activated for user'),
  LoginPayloadInvalid: e(ErrorCode.LoginPayloadInvalid, 422, 'Invalid login payload'),
  SsoNotAllowedWith2fa: e(
    ErrorCode.SsoNotAllowedWith2fa,
    401,
    'Single sign-on is not allowed for accounts with two-factor authentication',
  ),
  CollectionNotFound: e(ErrorCode.CollectionNotFound, 404, 'Collection not found'),
  ForbiddenSystemCollection: e(
    ErrorCode.ForbiddenSystemCollection,
    401,
    'Direct Access to System collections are not allowed',
  ),
  FieldNotFound: e(ErrorCode.FieldNotFound, 404, 'Field not found'),
  InvalidField: e(ErrorCode.FieldNotFound, 422, 'Invalid field'),
  ItemNotFound: e(ErrorCode.ItemNotFound, 404, 'Item not found'),
  DuplicateItem: e(ErrorCode.DuplicateItem, 409, 'Duplicate entry'),
  CollectionNotManaged: e(ErrorCode.CollectionNotManaged, 404, 'Collection is not managed'),
  RevisionNotFound: e(ErrorCode.RevisionNotFound, 404, 'Revision not found'),
  RevisionInvalid: e(ErrorCode.RevisionInvalid, 500, 'Invalid revision data'),
  ForbiddenCommentCreate: e(ErrorCode.ForbiddenCommentCreate, 403, 'Not allowed to comment on this item'),
  ForbiddenCommentUpdate: e(ErrorCode.ForbiddenCommentUpdate, 403, 'Not allowed to edit this comment'),
  ForbiddenCommentDelete: e(ErrorCode.ForbiddenCommentDelete, 403, 'Not allowed to delete this comment'),
  InvalidFieldValueType: e(ErrorCode.InvalidFieldValueType, 422, 'Invalid value type'),
  UnknownFilter: e(ErrorCode.UnknownFilter, 422, 'Unknown filter'),
  ForbiddenFilterField: e(ErrorCode.ForbiddenFilterField, 403, 'Not allowed to filter by this field'),
  LastActiveAdmin: e(
    ErrorCode.LastActiveAdmin,
    403,
    'There must remain at least one active administrator: this change would remove the last one',
  ),
  ItemModified: e(
    ErrorCode.ItemModified,
    412,
    'The item was changed by someone else since you loaded it (If-Match does not match its current ETag)',
  ),
  ViewAsRoleReadOnly: e(
    ErrorCode.ViewAsRoleReadOnly,
    403,
    'Viewing the app as another role is read-only: writes are refused',
  ),
  ReadTooLarge: e(
    ErrorCode.ReadTooLarge,
    422,
    'The read asks for more than this project answers at once: ask for fewer fields or rows',
  ),
  VersionOutdated: e(
    ErrorCode.VersionOutdated,
    409,
    'The item changed since this version was compared with it: compare again, then promote',
  ),
  ForbiddenRead: e(ErrorCode.ForbiddenRead, 403, 'Permission denied: read'),
  ForbiddenCreate: e(ErrorCode.ForbiddenCreate, 403, 'Permission denied: create'),
  ForbiddenUpdate: e(ErrorCode.ForbiddenUpdate, 403, 'Permission denied: update'),
  ForbiddenDelete: e(ErrorCode.ForbiddenDelete, 403, 'Permission denied: delete'),
  ForbiddenFieldRead: e(ErrorCode.ForbiddenFieldRead, 403, 'Permission denied: field read'),
  ForbiddenFieldWrite: e(ErrorCode.ForbiddenFieldWrite, 403, 'Permission denied: field write'),
  ForbiddenCollectionAlter: e(ErrorCode.ForbiddenCollectionAlter, 403, 'Permission denied: alter collection'),
  CollectionAlreadyExists: e(ErrorCode.CollectionAlreadyExists, 422, 'Collection already exists'),
  FieldAlreadyExists: e(ErrorCode.FieldAlreadyExists, 422, 'Field already exists'),
  UnknownFieldType: e(ErrorCode.UnknownFieldType, 422, 'Unknown field type'),
  FieldLengthRequired: e(ErrorCode.FieldLengthRequired, 422, 'This datatype requires a length'),
  FieldLengthNotAllowed: e(ErrorCode.FieldLengthNotAllowed, 422, "This datatype doesn't support length"),
  FieldSchemaInvalid: e(ErrorCode.FieldSchemaInvalid, 422, 'Invalid field schema'),
  MailSendFailed: e(ErrorCode.MailSendFailed, 500, 'The mail could not be sent'),
  FilesystemError: e(ErrorCode.FilesystemError, 500, 'The file could not be stored'),
  UploadTooLarge: e(ErrorCode.UploadTooLarge, 413, 'The uploaded file exceeds the maximum upload size'),
  HasherNotFound: e(ErrorCode.HasherNotFound, 422, 'Hasher not found'),
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorName = keyof typeof ERROR_CATALOGUE;
