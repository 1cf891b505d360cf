import { describe, expect, it } from 'vitest';
import { maskOtp, otpValue } from '../src/lib/otp';
import {
  afterLoginPath,
  initialLoginState,
  loginReducer,
  type LoginState,
} from '../src/routes/login/machine';

const run = (events: Parameters<typeof loginReducer>[1][], from: LoginState = initialLoginState) =>
  events.reduce(loginReducer, from);

describe('login state machine', () => {
  it('goes idle → signing in → fetching → done', () => {
    expect(run([{ type: 'submit' }]).status).toBe('signingIn');
    expect(run([{ type: 'submit' }, { type: 'authenticated' }]).status).toBe('fetching');
    expect(run([{ type: 'submit' }, { type: 'authenticated' }, { type: 'fetched' }]).status).toBe('done');
  });

  it('asks for a one-time password after error 111, then signs in with it', () => {
    const needs = run([{ type: 'submit' }, { type: 'failure', error: { code: 111, message: '' } }]);
    expect(needs).toEqual({ status: 'needs2FA', otpStep: true, error: null });
    const wrong = run([{ type: 'submit' }, { type: 'failure', error: { code: 112, message: 'bad' } }], needs);
    expect(wrong.status).toBe('needs2FA');
    expect(wrong.error?.code).toBe(112);
    expect(run([{ type: 'submit' }, { type: 'authenticated' }], wrong).status).toBe('fetching');
  });

  it('returns to idle with the error on other failures', () => {
    const s = run([
      { type: 'submit' },
      { type: 'failure', error: { code: 100, message: 'Invalid user credentials' } },
    ]);
    expect(s.status).toBe('idle');
    expect(s.error?.code).toBe(100);
    expect(run([{ type: 'submit' }], s).error).toBeNull();
  });

  it('ignores events that do not apply to the current state', () => {
    expect(run([{ type: 'authenticated' }]).status).toBe('idle');
    expect(run([{ type: 'fetched' }]).status).toBe('idle');
    const signingIn = run([{ type: 'submit' }]);
    expect(run([{ type: 'submit' }], signingIn)).toBe(signingIn);
    expect(run([{ type: 'reset' }], signingIn)).toEqual(initialLoginState);
  });

  it('masks the code as ###-### and uses it only with exactly 6 digits', () => {
    expect(maskOtp('12')).toBe('12');
    expect(maskOtp('1234')).toBe('123-4');
    expect(maskOtp('12a3 45678')).toBe('123-456');
    expect(otpValue('123-45')).toBeUndefined();
    expect(otpValue('123-456')).toBe('123456');
  });

  it('enters the app at the redirect, else the last page, else the collections', () => {
    expect(afterLoginPath('/_/collections/posts', '/_/files', '_')).toBe('/_/collections/posts');
    expect(afterLoginPath(null, '/_/files', '_')).toBe('/_/files');
    expect(afterLoginPath(null, '/login', '_')).toBe('/_/collections');
    expect(afterLoginPath('//evil.example', null, '_')).toBe('/_/collections');
    expect(afterLoginPath(null, null, 'blog')).toBe('/blog/collections');
  });
});
