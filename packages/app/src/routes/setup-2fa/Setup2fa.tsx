import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api, type ApiError } from '../../api/client';
import { useTwoFactorSecret } from '../../api/users/queries';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { QrCode } from '../../components/QrCode';
import { Spinner } from '../../components/Spinner';
import { errorCode, errorMessage } from '../../lib/errors';
import { PublicFrame } from '../../shell/PublicFrame';
import { useHydration } from '../../stores/hydration';
import { useProjects } from '../../stores/projects';
import { useSession } from '../../stores/session';
import { maskOtp, otpValue } from '../../lib/otp';
import { afterLoginPath } from '../login/machine';

/** otpauth URI for authenticator apps. */
export function otpauthUri(secret: string, issuer: string, account: string) {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}

/** Setup 2FA (error 113 after sign-in): QR code of a new secret, confirmed with a code. */
export function Setup2fa() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeState = useLocation().state as { email?: string } | null;
  const project = useProjects((s) => s.projects?.find((p) => p.key === s.current) ?? null);
  const [otp, setOtp] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Only a signed-in user, or one the sign-in form just sent here after code 113 (whose session
  // acts as public until 2FA is active), may see a secret; anyone else goes to sign in.
  const allowed = !!project && (!!routeState?.email || !!project.data?.authenticated);
  // A new secret each time the page opens; never reused from the cache.
  const secretQuery = useTwoFactorSecret(project?.key ?? '', allowed);
  const secret = secretQuery.data ?? null;
  const error =
    submitError ??
    (secretQuery.error
      ? errorMessage(t, errorCode(secretQuery.error), (secretQuery.error as ApiError).message)
      : null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const code = otpValue(otp);
    if (!secret || !code || !project) return;
    setSaving(true);
    setSubmitError(null);
    try {
      await api.activate2fa(project.key, secret, code);
      await useProjects.getState().loadProjectInfo(project.key);
      await useHydration.getState().hydrate();
      navigate(afterLoginPath(null, useSession.getState().user?.last_page, project.key), { replace: true });
    } catch (err) {
      setSubmitError(errorMessage(t, errorCode(err), (err as ApiError).message));
    } finally {
      setSaving(false);
    }
  }

  const issuer = project?.data?.project_name || project?.key || '';
  // After code 113 the session cannot read /users/me yet: the sign-in form passes the e-mail along.
  const account = useSession.getState().user?.email ?? routeState?.email ?? '';

  if (project && !allowed) return <Navigate to="/login" replace />;

  return (
    <PublicFrame
      heading={t('setup_2fa')}
      notice={
        error ? (
          <Notice color="danger">{error}</Notice>
        ) : (
          <Notice color="gray">{t('scan_in_authenticator')}</Notice>
        )
      }
    >
      {secret ? (
        <form className="stack" onSubmit={onSubmit}>
          <div className="qr-wrap">
            <QrCode value={otpauthUri(secret, issuer, account)} label={t('qr_code_label')} />
            <p className="mono" aria-label={t('2fa_secret')}>
              {secret}
            </p>
          </div>
          <TextField
            label={t('otp')}
            value={otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="###-###"
            required
            onChange={(e) => setOtp(maskOtp(e.target.value))}
          />
          <div className="button-row">
            <Button type="submit" loading={saving} disabled={saving || !otpValue(otp)}>
              {t('confirm')}
            </Button>
          </div>
        </form>
      ) : (
        !error && <Spinner label={t('loading')} />
      )}
    </PublicFrame>
  );
}
