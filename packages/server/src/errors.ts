import { ERROR_CATALOGUE, type ErrorName } from '@atrium/sdk';

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

/** An error of the catalogue (packages/sdk error-catalogue.ts), with its default or a given message. */
function errorOf(name: ErrorName, message?: string, headers?: Record<string, string>): ApiError {
  const def = ERROR_CATALOGUE[name];
  return new ApiError(def.code, def.status, message ?? def.message, headers);
}

const make =
  (name: ErrorName) =>
  (message?: string): ApiError =>
    errorOf(name, message);

/**
 * The only place errors are made (enforced by lint): one entry per catalogue name, some with a
 * message built from arguments. Code, status and default message come from the sdk's catalogue.
 */
export const errors = {
  notFound: make('NotFound'),
  badRequest: make('BadRequest'),
  /** A 4xx of the HTTP layer (Fastify) that has no code of its own: code 2 with its status. */
  httpError: (status: number, message: string) =>
    new ApiError(ERROR_CATALOGUE.BadRequest.code, status, message),
  unauthorized: make('Unauthorized'),
  adminOnly: make('AdminOnly'),
  superAdminOnly: make('SuperAdminOnly'),
  invalidPayload: make('InvalidPayloadValidation'),
  methodNotAllowed: make('MethodNotAllowed'),
  tooManyRequests: (message?: string, headers?: Record<string, string>) =>
    errorOf('TooManyRequests', message, headers),
  sql: make('SqlError'),
  forbidden: make('Forbidden'),
  databaseConnectionFailed: make('DatabaseConnectionFailed'),
  unprocessable: make('UnprocessableEntity'),
  emptyPayload: make('InvalidPayload'),
  payloadTooLarge: make('PayloadTooLarge'),
  notInstalled: make('NotInstalled'),
  batchUploadNotAllowed: make('BatchUploadNotAllowed'),
  projectAlreadyExists: make('ProjectAlreadyExists'),
  invalidDatabaseConnection: make('InvalidDatabaseConnection'),
  ipNotWhitelisted: make('IpNotWhitelisted'),
  missingStorageConfig: (problem: string) =>
    errorOf('MissingStorageConfig', `${ERROR_CATALOGUE.MissingStorageConfig.message}: ${problem}`),
  maintenance: make('Maintenance'),
  systemTablesExist: (database: string) =>
    errorOf('SystemTablesExist', `The "${database}" database already contains Directus system tables.`),
  /** Adopting an existing database (`existing: true`) failed; the database was left as it was. */
  adoptionFailed: (problem: string) =>
    errorOf(
      'UnprocessableEntity',
      `The existing database could not be adopted and was left unchanged: ${problem}`,
    ),
  upstreamUnavailable: make('UpstreamUnavailable'),
  unknown: make('Unknown'),
  invalidCredentials: make('InvalidCredentials'),
  invalidToken: make('InvalidToken'),
  expiredToken: make('ExpiredToken'),
  userInactive: make('UserInactive'),
  userSuspended: make('UserSuspended'),
  invalidResetToken: make('InvalidResetPasswordToken'),
  expiredResetToken: make('ExpiredResetPasswordToken'),
  userNotFound: make('UserNotFound'),
  userWithEmailNotFound: make('UserWithEmailNotFound'),
  userNotAuthenticated: make('UserNotAuthenticated'),
  invalidRequestToken: make('InvalidRequestToken'),
  expiredRequestToken: make('ExpiredRequestToken'),
  otpRequired: make('TwoFactorOtpRequired'),
  otpInvalid: make('TwoFactorInvalidOtp'),
  twoFactorEnforced: make('TwoFactorEnforced'),
  loginPayloadInvalid: make('LoginPayloadInvalid'),
  ssoNotAllowedWith2fa: make('SsoNotAllowedWith2fa'),
  mailSendFailed: make('MailSendFailed'),
  // Items, query language, permissions (api.md §3.1, §4, §7.1).
  collectionNotFound: (collection: string) =>
    errorOf('CollectionNotFound', `Collection '${collection}' not found`),
  systemCollection: make('ForbiddenSystemCollection'),
  invalidField: (field: string, collection: string) =>
    errorOf('InvalidField', `Invalid field "${field}" in "${collection}"`),
  fieldNotFound: make('FieldNotFound'),
  itemNotFound: make('ItemNotFound'),
  viewAsRoleReadOnly: make('ViewAsRoleReadOnly'),
  duplicateItem: make('DuplicateItem'),
  collectionNotManaged: make('CollectionNotManaged'),
  revisionNotFound: make('RevisionNotFound'),
  revisionInvalid: make('RevisionInvalid'),
  commentCreateDenied: make('ForbiddenCommentCreate'),
  commentUpdateDenied: make('ForbiddenCommentUpdate'),
  commentDeleteDenied: make('ForbiddenCommentDelete'),
  invalidFieldValueType: make('InvalidFieldValueType'),
  unknownFilter: (op: string) => errorOf('UnknownFilter', `Unknown filter: ${op}`),
  forbiddenFilterField: make('ForbiddenFilterField'),
  lastActiveAdmin: make('LastActiveAdmin'),
  forbiddenRead: make('ForbiddenRead'),
  forbiddenCreate: make('ForbiddenCreate'),
  forbiddenUpdate: make('ForbiddenUpdate'),
  forbiddenDelete: make('ForbiddenDelete'),
  forbiddenFieldRead: make('ForbiddenFieldRead'),
  forbiddenFieldWrite: make('ForbiddenFieldWrite'),
  forbiddenCollectionAlter: make('ForbiddenCollectionAlter'),
  collectionAlreadyExists: make('CollectionAlreadyExists'),
  fieldAlreadyExists: make('FieldAlreadyExists'),
  unknownFieldType: make('UnknownFieldType'),
  fieldLengthRequired: make('FieldLengthRequired'),
  fieldLengthNotAllowed: make('FieldLengthNotAllowed'),
  fieldSchemaInvalid: make('FieldSchemaInvalid'),
  filesystem: make('FilesystemError'),
  uploadTooLarge: make('UploadTooLarge'),
  hasherNotFound: make('HasherNotFound'),
  /**
   * Beyond Directus: an update sent with `If-Match` whose ETag no longer matches the stored item.
   * Code 217 is unused by v8's catalogue; 412 is HTTP's own answer to a failed precondition.
   */
  itemModified: make('ItemModified'),
  /** A read over the project's `read_limits` (query/read-limits.ts): the message names the limit. */
  readTooLarge: make('ReadTooLarge'),
  /** An import file that cannot be parsed (services/import/): the message names its line. */
  malformedImport: (format: string, line: number, reason: string) =>
    errorOf('InvalidPayload', `Malformed ${format.toUpperCase()} at line ${line}: ${reason}`),
  /** An import column that maps to no writable field (services/import/mapping.ts). */
  importMapping: (problems: string[]) =>
    errorOf('InvalidPayloadValidation', `Mapping: ${problems.join(' ')}`),
  versionOutdated: make('VersionOutdated'),
} as const;

/** Formats zod-style issues as v8 validation messages: "<field>: <violation>" joined by spaces. */
export function validationMessage(issues: { field: string; message: string }[]): string {
  return issues.map((i) => `${i.field}: ${i.message}`).join(' ');
}
