import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteUsers } from '../../api/users/mutations';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { errorCode, errorMessage } from '../../lib/errors';
import { notify } from '../../stores/notifications';

/** The addresses typed in: split on commas, semicolons, spaces and new lines; blanks dropped. */
export function parseEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Invite users by e-mail (admins; `POST /users/invite`): each new address gets an `invited`
 * account and a mail with a link to accept.
 */
export function InviteModal({ project, onClose }: { project: string; onClose(): void }) {
  const { t } = useTranslation();
  const invite = useInviteUsers(project);
  const [text, setText] = useState('');
  const emails = parseEmails(text);
  const error = invite.error ? errorMessage(t, errorCode(invite.error), invite.error.message) : null;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (emails.length === 0 || invite.isPending) return;
    invite.mutate(emails, {
      onSuccess: (users) => {
        notify({
          title: t('invite_sent', { count: users.length || emails.length }),
          color: 'success',
          iconMain: 'send',
        });
        onClose();
      },
    });
  }

  return (
    <Modal
      title={t('invite_users')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            icon="send"
            loading={invite.isPending}
            disabled={emails.length === 0 || invite.isPending}
            onClick={() => submit()}
          >
            {t('invite')}
          </Button>
        </>
      }
    >
      <form className="stack" onSubmit={submit}>
        <TextField
          label={t('invite_emails')}
          note={t('invite_emails_note')}
          value={text}
          type="text"
          inputMode="email"
          autoFocus
          onChange={(e) => setText(e.target.value)}
        />
        {error && (
          <Notice color="danger" icon="error_outline">
            {error}
          </Notice>
        )}
      </form>
    </Modal>
  );
}
