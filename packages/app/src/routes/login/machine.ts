import { ErrorCode } from '@atrium/sdk';
/**
 * The sign-in state machine (product.md §4 Login): idle → signing in → (needs 2FA after error
 * 111 → signing in …) → fetching data → done. A failure returns to the step the user was on.
 */
export type LoginStatus = 'idle' | 'signingIn' | 'needs2FA' | 'fetching' | 'done';

export interface LoginError {
  code: number;
  message: string;
}

export interface LoginState {
  status: LoginStatus;
  /** True once the server asked for a one-time password. */
  otpStep: boolean;
  error: LoginError | null;
}

export type LoginEvent =
  | { type: 'submit' }
  | { type: 'failure'; error: LoginError }
  | { type: 'authenticated' }
  | { type: 'fetched' }
  | { type: 'reset' };

export const initialLoginState: LoginState = { status: 'idle', otpStep: false, error: null };

/** Error 111: the account has two-factor authentication; ask for the code. */
export const OTP_REQUIRED: number = ErrorCode.TwoFactorOtpRequired;

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submit':
      if (state.status !== 'idle' && state.status !== 'needs2FA') return state;
      return { ...state, status: 'signingIn', error: null };
    case 'failure':
      if (event.error.code === OTP_REQUIRED) return { status: 'needs2FA', otpStep: true, error: null };
      return { ...state, status: state.otpStep ? 'needs2FA' : 'idle', error: event.error };
    case 'authenticated':
      return state.status === 'signingIn' ? { ...state, status: 'fetching', error: null } : state;
    case 'fetched':
      return state.status === 'fetching' ? { ...state, status: 'done' } : state;
    case 'reset':
      return initialLoginState;
  }
}

/** Where to go after sign-in: the redirect parameter, else the user's last page, else collections. */
export function afterLoginPath(
  redirect: string | null,
  lastPage: string | null | undefined,
  project: string,
) {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  if (lastPage && lastPage.startsWith('/') && !/^\/(login|logout|setup-2fa)\b/.test(lastPage))
    return lastPage;
  return `/${project}/collections`;
}
