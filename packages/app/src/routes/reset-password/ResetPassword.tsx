import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api, type ApiError } from '../../api/client';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Notice, type NoticeColor } from '../../components/Notice';
import { errorCode, errorMessage } from '../../lib/errors';
import { PublicFrame } from '../../shell/PublicFrame';
import { useProjects } from '../../stores/projects';

/** Password reset (product.md §1): request a link by e-mail, or set a new password with its token. */
export function ResetPassword() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const project = useProjects((s) => s.current) ?? '';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setStatus('sending');
    setError(null);
    try {
      if (token) {
        await api.resetPassword(project, token, password);
        setStatus('done');
      } else {
        await api.requestPasswordReset(project, email, `${api.apiRoot}admin/#/reset-password`);
        setStatus('sent');
      }
    } catch (err) {
      setError(errorMessage(t, errorCode(err), (err as ApiError).message));
      setStatus('idle');
    }
  }

  let notice: { color: NoticeColor; text: string } | null = null;
  if (error) notice = { color: 'danger', text: error };
  else if (status === 'sending') notice = { color: 'accent', text: t('password_reset_sending') };
  else if (status === 'sent') notice = { color: 'success', text: t('password_reset_sent') };
  else if (status === 'done') notice = { color: 'success', text: t('password_reset_successful') };

  return (
    <PublicFrame
      heading={t('reset_password')}
      notice={notice && <Notice color={notice.color}>{notice.text}</Notice>}
    >
      {status === 'done' || status === 'sent' ? (
        <Link to="/login" className="button button-primary">
          <span>{t('sign_in')}</span>
        </Link>
      ) : (
        <form className="stack" onSubmit={onSubmit}>
          {token ? (
            <TextField
              label={t('new_password')}
              type="password"
              autoComplete="new-password"
              value={password}
              required
              onChange={(e) => setPassword(e.target.value)}
            />
          ) : (
            <TextField
              label={t('email')}
              type="email"
              autoComplete="username"
              value={email}
              required
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
          <div className="button-row spread">
            <Link to="/login" className="link">
              {t('sign_in')}
            </Link>
            <Button type="submit" loading={status === 'sending'} disabled={status === 'sending'}>
              {t('reset_password')}
            </Button>
          </div>
        </form>
      )}
    </PublicFrame>
  );
}
