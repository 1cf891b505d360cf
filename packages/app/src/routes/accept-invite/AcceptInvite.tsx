import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorCode, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from '@atrium/sdk';
import { api, ApiError } from '../../api/client';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { errorCode, errorMessage } from '../../lib/errors';
import { PublicFrame } from '../../shell/PublicFrame';
import { useProjects } from '../../stores/projects';
import { decodeInvitation } from './invitation';
import './accept-invite.css';

type Outcome =
  | { kind: 'accepting' }
  | { kind: 'accepted'; email: string | null }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'used' }
  | { kind: 'unreachable' }
  | { kind: 'failed'; message: string };

type LinkRequest = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/**
 * One acceptance per token and page load: the answer is shared by every mount (React's strict
 * mode mounts twice, and a second call would report the invitation as already used).
 */
const attempts = new Map<string, Promise<{ email?: string | null }>>();

function accept(project: string, token: string) {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = api
      .request<{ data: { email?: string | null } }>('GET', `users/invite/${encodeURIComponent(token)}`, {
        project,
      })
      .then((r) => r?.data ?? {});
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Answers worth another try: no answer, not the API's answer, or a server failure. */
function unreachable(err: unknown): boolean {
  const code = errorCode(err);
  if (code === NETWORK_ERROR_CODE || code === INVALID_RESPONSE_CODE) return true;
  return err instanceof ApiError && err.status >= 502;
}

/**
 * `#/accept-invite?token=…` (api.md §5.14): the link of an invitation mail. The token is accepted
 * on arrival, which makes the invited account active; the invited user has no password yet, so
 * the page offers a link to set one and the way to sign in.
 */
export function AcceptInvite() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const claims = useMemo(() => decodeInvitation(token), [token]);
  const projects = useProjects((s) => s.projects);
  const current = useProjects((s) => s.current);
  // The token names its project (which may be private, so not listed); else the current one.
  const project = claims?.project ?? current ?? projects?.[0]?.key ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    claims && project ? { kind: 'accepting' } : { kind: 'invalid' },
  );
  const [attempt, setAttempt] = useState(0);
  const [linkRequest, setLinkRequest] = useState<LinkRequest>({ status: 'idle' });

  // Branding and the sign-in page follow the invitation's project when it is a listed one.
  useEffect(() => {
    const key = claims?.project;
    if (key && key !== current && projects?.some((p) => p.key === key)) {
      useProjects.getState().setCurrent(key);
    }
  }, [claims, current, projects]);

  useEffect(() => {
    if (!claims || !project) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    let cancelled = false;
    setOutcome({ kind: 'accepting' });
    accept(project, token).then(
      (user) => {
        if (!cancelled) setOutcome({ kind: 'accepted', email: user.email ?? claims.email });
      },
      (err: unknown) => {
        if (cancelled) return;
        const code = errorCode(err);
        if (unreachable(err)) {
          attempts.delete(token);
          setOutcome({ kind: 'unreachable' });
        } else if (code === ErrorCode.ExpiredToken) setOutcome({ kind: 'expired' });
        else if (code === ErrorCode.InvalidToken) setOutcome({ kind: 'invalid' });
        else if (code === ErrorCode.UserNotFound) setOutcome({ kind: 'used' });
        else {
          attempts.delete(token);
          setOutcome({ kind: 'failed', message: errorMessage(t, code, (err as ApiError).message) });
        }
      },
    );
    return () => {
      cancelled = true;
    };
    // `t` is left out on purpose: a language change must not accept again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [claims, project, token, attempt]);

  const email = outcome.kind === 'accepted' ? outcome.email : (claims?.email ?? null);

  async function requestPasswordLink() {
    if (!email) return;
    setLinkRequest({ status: 'sending' });
    try {
      await api.requestPasswordReset(project, email, `${api.apiRoot}admin/#/reset-password`);
      setLinkRequest({ status: 'sent' });
    } catch (err) {
      setLinkRequest({
        status: 'failed',
        message: errorMessage(t, errorCode(err), (err as ApiError).message),
      });
    }
  }

  const signIn = (primary: boolean) => (
    <Link to="/login" className={primary ? 'button button-primary' : 'link'}>
      <span>{t('sign_in')}</span>
    </Link>
  );

  /** Ways in for an active account without a password: a set-password link, then sign in. */
  const passwordActions =
    linkRequest.status === 'sent' ? (
      <div className="button-row">{signIn(true)}</div>
    ) : (
      <div className="button-row spread">
        {signIn(false)}
        {email ? (
          <Button
            autoFocus
            icon="mail"
            loading={linkRequest.status === 'sending'}
            disabled={linkRequest.status === 'sending'}
            onClick={() => void requestPasswordLink()}
          >
            {t('accept_invite.send_password_link')}
          </Button>
        ) : (
          <Link to="/reset-password" className="button button-primary">
            <span>{t('reset_password')}</span>
          </Link>
        )}
      </div>
    );

  let heading: string;
  let body: ReactNode;
  switch (outcome.kind) {
    case 'accepting':
      heading = t('accept_invite.title');
      body = (
        <div className="accept-invite-progress">
          <Spinner size={32} />
          <p role="status">{t('accept_invite.accepting')}</p>
        </div>
      );
      break;
    case 'accepted':
      heading = t('accept_invite.accepted_title');
      body = (
        <>
          <Notice color="success">{t('accept_invite.accepted')}</Notice>
          <p>{email ? t('accept_invite.no_password', { email }) : t('accept_invite.no_password_no_email')}</p>
          {passwordActions}
        </>
      );
      break;
    case 'used':
      heading = t('accept_invite.used_title');
      body = (
        <>
          <Notice color="warning">{t('accept_invite.used')}</Notice>
          <p>{t('accept_invite.used_copy')}</p>
          {passwordActions}
        </>
      );
      break;
    case 'expired':
    case 'invalid': {
      const until =
        outcome.kind === 'expired' && claims?.expiresAt
          ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(claims.expiresAt)
          : null;
      heading =
        outcome.kind === 'expired' ? t('accept_invite.expired_title') : t('accept_invite.invalid_title');
      body = (
        <>
          <Notice color="danger">
            {outcome.kind === 'expired'
              ? until
                ? t('accept_invite.expired_on', { date: until })
                : t('accept_invite.expired')
              : t('accept_invite.invalid')}
          </Notice>
          <p>{t('accept_invite.new_invite')}</p>
          <div className="button-row">{signIn(false)}</div>
        </>
      );
      break;
    }
    case 'unreachable':
    case 'failed':
      heading =
        outcome.kind === 'unreachable'
          ? t('accept_invite.unreachable_title')
          : t('accept_invite.failed_title');
      body = (
        <>
          <Notice color="danger">
            {outcome.kind === 'unreachable' ? t('accept_invite.unreachable') : outcome.message}
          </Notice>
          <p>{t('accept_invite.not_accepted_yet')}</p>
          <div className="button-row">
            <Button autoFocus icon="refresh" onClick={() => setAttempt((n) => n + 1)}>
              {t('accept_invite.retry')}
            </Button>
          </div>
        </>
      );
      break;
  }

  const linkNotice =
    linkRequest.status === 'sent' ? (
      <Notice color="success">
        {outcome.kind === 'accepted'
          ? t('accept_invite.password_link_sent', { email })
          : t('accept_invite.password_link_sent_if', { email })}
      </Notice>
    ) : linkRequest.status === 'failed' ? (
      <Notice color="danger">{linkRequest.message}</Notice>
    ) : null;

  return (
    <PublicFrame heading={heading} notice={linkNotice}>
      <div className="stack accept-invite" aria-busy={outcome.kind === 'accepting'}>
        {body}
      </div>
    </PublicFrame>
  );
}
