import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyAccess } from '../../api/permissions/queries';
import { useProjectKey } from '../../api/project-key';
import { formAccess } from '../../form/access';
import { Button } from '../../components/Button';
import { Confirm } from '../../components/Confirm';
import { TextField } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { errorCode, errorMessage } from '../../lib/errors';
import { notify } from '../../stores/notifications';
import { useProjects } from '../../stores/projects';
import { isAdminUser, useSession } from '../../stores/session';
import { maskOtp, otpValue } from '../../lib/otp';
import type { InputProps } from '../types';
import { activate, disable, newSecret, otpauthUri } from './two-factor';
import './2fa-secret.css';

// The QR code's generator loads only when a secret is shown.
const QrCode = lazy(() => import('../../components/QrCode').then((m) => ({ default: m.QrCode })));

type State = 'on' | 'off' | 'unknown';

/**
 * Two-factor authentication of a user: enable (a new secret as a QR code, confirmed with a code
 * from the authenticator) or disable. It acts at once through the server's own calls rather than
 * through the form's save, so the field's read-only flag (set on the system field) does not lock it;
 * only the user themself and admins get the buttons. The server never sends the secret itself: to
 * the user and admins it sends `**********` when 2FA is on and null when it is off (any other
 * string, e.g. a Directus 8 server's secret, also means on). Without the field (an older server)
 * the state is unknown and both actions are offered.
 */
export default function TwoFactorSecretInput(props: InputProps<string>) {
  const { value, primaryKey, newItem, values, inputId } = props;
  const { t } = useTranslation();
  const project = useProjectKey();
  const me = useSession((s) => s.user);
  const issuer =
    useProjects((s) => s.projects?.find((p) => p.key === project)?.data?.project_name) || project;
  const userId = primaryKey === null || primaryKey === '+' ? null : Number(primaryKey);
  const self = !!me && userId === me.id;
  const allowed = !newItem && userId !== null && (self || isAdminUser(me));
  // Turning 2FA on is the user's own call (the server's self-service rule); turning it off is an
  // update of the account, which the role's permissions on users decide.
  const access = useMyAccess(project);
  const update = formAccess({
    permissions: access.permissions,
    collection: 'directus_users',
    admin: access.admin,
    isNew: false,
    status: values.status,
  });
  const mayDisable = update.canSave && !update.writeBlacklist.includes('2fa_secret');
  const fromValue: State =
    typeof value === 'string' && value !== '' ? 'on' : value === null ? 'off' : 'unknown';
  // What this page did since the value was read; a newly read value replaces it.
  const [changed, setState] = useState<State | null>(null);
  useEffect(() => setState(null), [value]);
  const state = changed ?? fromValue;
  const [secret, setSecret] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);

  const fail = (err: unknown) => setError(errorMessage(t, errorCode(err), (err as Error).message));

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSecret(await newSecret(project));
      setOtp('');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    const code = otpValue(otp);
    if (!secret || !code || userId === null) return;
    setBusy(true);
    setError(null);
    try {
      await activate(project, self ? 'me' : userId, secret, code);
      setSecret(null);
      setState('on');
      notify({ title: t('interfaces.2fa-secret.enabled_notice'), color: 'success', iconMain: 'check' });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    if (userId === null) return;
    setBusy(true);
    setError(null);
    try {
      await disable(project, userId);
      setState('off');
      notify({ title: t('interfaces.2fa-secret.disabled_notice'), color: 'success', iconMain: 'check' });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
      setConfirmOff(false);
    }
  }

  const status =
    state === 'on'
      ? t('interfaces.2fa-secret.status_on')
      : state === 'off'
        ? t('interfaces.2fa-secret.status_off')
        : t('interfaces.2fa-secret.status_unknown');

  return (
    <div className="two-factor" id={inputId} role="group" aria-label={t('interfaces.2fa-secret.2fa-secret')}>
      {newItem || userId === null ? (
        <p className="two-factor-note">{t('interfaces.2fa-secret.after_save')}</p>
      ) : (
        <p className="two-factor-status" data-state={state}>
          <span className="material-icons" aria-hidden="true">
            {state === 'on' ? 'verified_user' : 'security'}
          </span>
          {status}
        </p>
      )}
      {error && (
        <Notice color="danger" icon="error_outline">
          {error}
        </Notice>
      )}
      {allowed && secret && (
        <form className="two-factor-setup" onSubmit={confirm}>
          <p>{t('scan_in_authenticator')}</p>
          <Suspense fallback={<div className="qr-code-placeholder" style={{ width: 180, height: 180 }} />}>
            <QrCode
              value={otpauthUri(secret, issuer, String(values.email ?? ''))}
              label={t('qr_code_label')}
              size={180}
            />
          </Suspense>
          <p className="mono two-factor-secret" aria-label={t('2fa_secret')}>
            {secret}
          </p>
          <TextField
            label={t('otp')}
            value={otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="###-###"
            onChange={(e) => setOtp(maskOtp(e.target.value))}
          />
          <div className="button-row">
            <Button type="submit" loading={busy} disabled={busy || !otpValue(otp)}>
              {t('interfaces.2fa-secret.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setSecret(null)} disabled={busy}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      {allowed && !secret && (state !== 'on' || mayDisable) && (
        <div className="button-row">
          {state !== 'on' && (
            <Button icon="lock" onClick={() => void start()} loading={busy} disabled={busy}>
              {t('interfaces.2fa-secret.enable')}
            </Button>
          )}
          {state !== 'off' && mayDisable && (
            <Button variant="secondary" icon="lock_open" onClick={() => setConfirmOff(true)} disabled={busy}>
              {t('interfaces.2fa-secret.disable')}
            </Button>
          )}
        </div>
      )}
      {allowed && !secret && state === 'on' && !mayDisable && (
        <p className="two-factor-note">{t('interfaces.2fa-secret.disable_by_admin')}</p>
      )}
      {confirmOff && (
        <Confirm
          message={t('interfaces.2fa-secret.disable_confirm')}
          confirmText={t('interfaces.2fa-secret.disable')}
          danger
          loading={busy}
          onCancel={() => setConfirmOff(false)}
          onConfirm={() => void turnOff()}
        />
      )}
    </div>
  );
}
