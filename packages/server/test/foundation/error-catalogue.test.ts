import { ERROR_CATALOGUE, ErrorCode } from '@atrium/sdk';
import { describe, expect, it } from 'vitest';
import { ApiError, errors } from '../../src/errors';

/** The server's errors come from the sdk's one catalogue: same code, status and default message. */
describe('the error catalogue', () => {
  const defs = Object.values(ERROR_CATALOGUE);
  const pairs = new Set(defs.map((d) => `${d.code}/${d.status}`));

  it('makes every server error with a code and status pairing the catalogue defines', () => {
    const samples: ApiError[] = Object.entries(errors).map(([name, make]) => {
      const fn = make as (...args: unknown[]) => ApiError;
      // Factories whose arguments are not two strings get samples of their own.
      if (name === 'httpError') return fn(400, 'x');
      if (name === 'importMapping') return fn(['x']);
      if (name === 'malformedImport') return fn('csv', 3, 'x');
      return fn('x', 'y');
    });
    for (const err of samples) {
      expect(err).toBeInstanceOf(ApiError);
      expect(pairs, `${err.code}/${err.status} (${err.message})`).toContain(`${err.code}/${err.status}`);
    }
  });

  it('uses the catalogue’s default message when none is given', () => {
    expect(errors.fieldLengthRequired()).toMatchObject({
      code: ErrorCode.FieldLengthRequired,
      status: 422,
      message: ERROR_CATALOGUE.FieldLengthRequired.message,
    });
    expect(errors.forbiddenRead()).toMatchObject({
      code: 300,
      status: 403,
      message: 'Permission denied: read',
    });
    expect(errors.userSuspended()).toMatchObject({ code: 103, status: 404 });
    expect(errors.unprocessable('Too long')).toMatchObject({ code: 12, status: 422, message: 'Too long' });
  });

  it('has only codes of the sdk’s code list', () => {
    const codes = new Set<number>(Object.values(ErrorCode));
    for (const d of defs) expect(codes).toContain(d.code);
  });

  it('carries extra headers where an error needs them (Retry-After)', () => {
    expect(errors.tooManyRequests('slow down', { 'Retry-After': '3' }).headers).toEqual({
      'Retry-After': '3',
    });
  });
});
