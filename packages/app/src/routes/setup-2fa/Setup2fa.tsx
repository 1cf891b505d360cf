import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../../api/client';
import { activate2fa, get2faSecret } from '../../api/endpoints';
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
import { afterLoginPath, maskOtp, otpValue } from '../login/machine';

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
  const [secret, setSecret] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!project) return;
    let cancelled = false;
    get2faSecret()
      .then((s) => !cancelled && setSecret(s))
      .catch(
        (err: unknown) => !cancelled && setError(errorMessage(t, errorCode(err), (err as ApiError).message)),
      );
    return () => {
      cancelled = true;
    };
  }, [project, t]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const code = otpValue(otp);
    if (!secret || !code || !project) return;
    setSaving(true);
    setError(null);
    try {
      await activate2fa(secret, code);
      await useProjects.getState().loadProjectInfo(project.key);
      await useHydration.getState().hydrate();
      navigate(afterLoginPath(null, useSession.getState().user?.last_page, project.key), { replace: true });
    } catch (err) {
      setError(errorMessage(t, errorCode(err), (err as ApiError).message));
    } finally {
      setSaving(false);
    }
  }

  const issuer = project?.data?.project_name || project?.key || '';
  // After code 113 the session cannot read /users/me yet: the sign-in form passes the e-mail along.
  const account = useSession.getState().user?.email ?? routeState?.email ?? '';

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
