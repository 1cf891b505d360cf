import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, NETWORK_ERROR_CODE } from '@atrium/sdk';
import { api, ApiError } from '../../api/client';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Notice, type NoticeColor } from '../../components/Notice';
import { Confirm } from '../../components/Confirm';
import { errorCode, errorMessage } from '../../lib/errors';
import { signOut } from '../../lib/sign-out';
import { PublicFrame } from '../../shell/PublicFrame';
import { useHydration } from '../../stores/hydration';
import { useProjects } from '../../stores/projects';
import { displayName, useSession } from '../../stores/session';
import { useAuthProviders, useOpenSessionUser } from './sign-in-lookups';
import { maskOtp, otpValue } from '../../lib/otp';
import { afterLoginPath, initialLoginState, loginReducer } from './machine';

const WRONG_CREDENTIALS: number[] = [
  ErrorCode.InvalidCredentials,
  ErrorCode.UserNotFound,
  ErrorCode.LoginPayloadInvalid,
];

export function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [queryError, setQueryError] = useState<number | null>(null);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);

  const projects = useProjects((s) => s.projects);
  const current = useProjects((s) => s.current);
  const listError = useProjects((s) => s.listError);
  const setCurrent = useProjects((s) => s.setCurrent);
  const project = projects?.find((p) => p.key === current) ?? null;
  const authenticated = !!project?.data?.authenticated;
  const redirect = params.get('redirect');

  // error/code query parameters (SSO failures): shown in danger, then removed (product.md §8).
  // The notice belongs to that visit: removing the parameters keeps it, any later navigation
  // clears it (issue 14 item 7).
  const location = useLocation();
  const removingParams = useRef(false);
  useEffect(() => {
    if (!params.has('error') && !params.has('code')) {
      if (removingParams.current) removingParams.current = false;
      else setQueryError(null);
      return;
    }
    const code = Number(params.get('code'));
    setQueryError(Number.isFinite(code) && params.has('code') ? code : NETWORK_ERROR_CODE);
    const next = new URLSearchParams(params);
    next.delete('error');
    next.delete('code');
    removingParams.current = true;
    setParams(next, { replace: true });
  }, [location.key, params, setParams]);

  // Third-party sign-in providers of the selected project; none when the list fails.
  const providers = useAuthProviders(current, project?.status === 'successful');

  // Already signed in: offer "continue as {name}" (the name from the session, else from the server).
  const sessionUser = useSession((s) => s.user);
  const me = useOpenSessionUser(current, authenticated && !sessionUser && state.status === 'idle');
  let continueName: string | null = null;
  if (authenticated) {
    if (sessionUser) continueName = displayName(sessionUser);
    else if (me) continueName = displayName(me);
    else if (me === null) continueName = '';
  }

  useEffect(() => {
    if (state.status === 'needs2FA') otpRef.current?.focus();
    // Code 100: the password was wrong; select it for retyping (product.md §8).
    if (state.status === 'idle' && state.error?.code === ErrorCode.InvalidCredentials) {
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
  }, [state.status, state.error]);

  async function enterApp() {
    if (!current) return;
    await useProjects.getState().loadProjectInfo(current);
    await useHydration.getState().hydrate();
    const hydration = useHydration.getState();
    if (hydration.error) {
      dispatch({ type: 'failure', error: hydration.error });
      return;
    }
    dispatch({ type: 'fetched' });
    navigate(afterLoginPath(redirect, useSession.getState().user?.last_page, current), { replace: true });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!current) return;
    dispatch({ type: 'submit' });
    setQueryError(null);
    try {
      await api.login(current, { email, password, otp: state.otpStep ? otpValue(otp) : undefined });
    } catch (err) {
      const code = errorCode(err);
      if (code === ErrorCode.TwoFactorEnforced) {
        // 2FA enforced but not set up: signed in, and sent to set it up.
        navigate('/setup-2fa', { replace: true, state: { email } });
        return;
      }
      dispatch({ type: 'failure', error: { code, message: (err as ApiError).message ?? '' } });
      return;
    }
    dispatch({ type: 'authenticated' });
    await enterApp();
  }

  async function onContinue() {
    dispatch({ type: 'submit' });
    dispatch({ type: 'authenticated' });
    await enterApp();
  }

  async function onSignOut() {
    setConfirmSignOut(false);
    await signOut();
  }

  const busy = state.status === 'signingIn' || state.status === 'fetching' || state.status === 'done';

  let notice: { color: NoticeColor; text: string } = { color: 'gray', text: t('not_authenticated') };
  if (state.status === 'signingIn') notice = { color: 'accent', text: t('signing_in') };
  else if (state.status === 'fetching' || state.status === 'done')
    notice = { color: 'accent', text: t('fetching_data') };
  else if (state.error) {
    const code = state.error.code;
    notice = {
      color: code === NETWORK_ERROR_CODE || !Number.isFinite(code) ? 'danger' : 'warning',
      text: errorMessage(t, code, WRONG_CREDENTIALS.includes(code) ? null : state.error.message),
    };
  } else if (state.status === 'needs2FA') notice = { color: 'accent', text: t('enter_otp') };
  else if (queryError !== null) notice = { color: 'danger', text: errorMessage(t, queryError) };
  else if (authenticated && continueName !== null) notice = { color: 'success', text: t('signed_in') };

  const projectOptions = (projects ?? []).map((p) => ({
    value: p.key,
    label: `${p.data?.authenticated ? '• ' : ''}${p.data?.project_name || p.key}`,
  }));

  const ssoRedirect = encodeURIComponent(`${api.apiRoot}admin/#/`);

  let body: React.ReactNode;
  if (projects && projects.length === 0 && listError) {
    body = <Notice color="warning">{t('no_public_projects')}</Notice>;
  } else if (project?.status === 'failed') {
    body = (
      <Notice color="danger">
        <strong>{t('project_error')}</strong>
        <br />
        {project.error ? errorMessage(t, project.error.code, project.error.message) : null}
      </Notice>
    );
  } else if (authenticated && state.status === 'idle' && continueName !== null) {
    body = (
      <div className="stack">
        <p>{t('continue_as', { name: continueName || project?.key })}</p>
        <div className="button-row">
          <Button variant="secondary" onClick={() => setConfirmSignOut(true)}>
            {t('sign_out')}
          </Button>
          <Button onClick={onContinue}>{t('continue')}</Button>
        </div>
      </div>
    );
  } else {
    body = (
      <form className="stack" onSubmit={onSubmit} noValidate={false} aria-busy={busy}>
        {state.otpStep ? (
          <TextField
            label={t('otp')}
            inputRef={otpRef}
            value={otp}
            onChange={(e) => setOtp(maskOtp(e.target.value))}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="###-###"
            pattern="[0-9]{3}-[0-9]{3}"
            maxLength={7}
            required
            disabled={busy}
          />
        ) : (
          <>
            <TextField
              label={t('email')}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              disabled={busy}
            />
            <TextField
              label={t('password')}
              type="password"
              name="password"
              autoComplete="current-password"
              inputRef={passwordRef}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              disabled={busy}
            />
          </>
        )}
        <div className="button-row spread">
          <Link to="/reset-password" className="link">
            {t('forgot_password')}
          </Link>
          <Button type="submit" loading={busy} disabled={busy}>
            {busy ? t('signing_in') : t('sign_in')}
          </Button>
        </div>
        {providers.length > 0 && (
          <ul className="sso-list" aria-label={t('sso_providers')}>
            {providers.map((p) => (
              <li key={p.name}>
                <a
                  className="sso-link"
                  href={`${api.apiRoot}${encodeURIComponent(current ?? '')}/auth/sso/${encodeURIComponent(p.name)}?mode=cookie&redirect_url=${ssoRedirect}`}
                  aria-label={t('sign_in_with', { provider: p.name })}
                  title={t('sign_in_with', { provider: p.name })}
                >
                  {p.icon ? (
                    <img
                      src={p.icon.startsWith('http') ? p.icon : `${api.apiRoot.replace(/\/$/, '')}${p.icon}`}
                      alt=""
                    />
                  ) : (
                    p.name
                  )}
                </a>
              </li>
            ))}
          </ul>
        )}
      </form>
    );
  }

  return (
    <PublicFrame
      heading={t('sign_in')}
      notice={
        <Notice color={notice.color}>
          <span data-testid="login-notice">{notice.text}</span>
        </Notice>
      }
    >
      {projectOptions.length > 1 && (
        <SelectField
          label={t('choose_project')}
          options={projectOptions}
          value={current ?? ''}
          disabled={busy}
          onChange={(e) => {
            setCurrent(e.target.value);
            dispatch({ type: 'reset' });
          }}
        />
      )}
      {body}
      {confirmSignOut && (
        <Confirm
          message={t('sign_out_confirm')}
          confirmText={t('sign_out')}
          onConfirm={onSignOut}
          onCancel={() => setConfirmSignOut(false)}
        />
      )}
    </PublicFrame>
  );
}
