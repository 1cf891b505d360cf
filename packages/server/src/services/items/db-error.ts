import { ApiError, errors } from '../../errors';

/** Database errors a client caused -> coded errors (api.md §3.1); others stay 500s. */
export function dbError(e: unknown): unknown {
  if (e instanceof ApiError) return e;
  const err = e as { code?: string; errno?: number; message?: string };
  const code = String(err.code ?? '');
  const msg = String(err.message ?? '');
  if (code === '23505' || code === 'ER_DUP_ENTRY' || /SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)/.test(code)) {
    return errors.duplicateItem('Duplicate key: an item with this value already exists');
  }
  if (code === '23502' || code === 'ER_BAD_NULL_ERROR' || code === 'SQLITE_CONSTRAINT_NOTNULL') {
    const field =
      /column "?([^"\s]+)"?/.exec(msg)?.[1] ??
      /NOT NULL constraint failed: \S+\.(\S+)/.exec(msg)?.[1] ??
      'value';
    return errors.invalidPayload(`${field}: This value should not be blank.`);
  }
  if (
    code === '23503' ||
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_ROW_IS_REFERENCED_2' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
  ) {
    return errors.invalidPayload(
      'The item references, or is referenced by, an item that does not allow this change',
    );
  }
  if (
    /^22/.test(code) ||
    code === 'ER_TRUNCATED_WRONG_VALUE' ||
    code === 'ER_DATA_TOO_LONG' ||
    code === 'ER_WARN_DATA_OUT_OF_RANGE'
  ) {
    return errors.invalidPayload('A value does not fit its field');
  }
  return e;
}
