import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectKey } from '../../api/project-key';
import { Icon } from '../../components/Icon';
import { isAdminUser, useSession } from '../../stores/session';
import { InviteModal } from './InviteModal';

/** The user directory's header buttons: invite by e-mail (admins) and add a user. */
export function UserDirectoryActions({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation();
  const project = useProjectKey();
  const admin = useSession((s) => isAdminUser(s.user));
  const [inviting, setInviting] = useState(false);
  return (
    <>
      {admin && (
        <button
          type="button"
          className="round-button round-button-action"
          aria-label={t('invite_users')}
          title={t('invite_users')}
          onClick={() => setInviting(true)}
        >
          <Icon name="send" />
        </button>
      )}
      {canAdd && (
        <Link
          className="round-button round-button-primary"
          to={`/${project}/users/+`}
          aria-label={t('add_new')}
          title={t('add_new')}
        >
          <Icon name="add" />
        </Link>
      )}
      {inviting && <InviteModal project={project} onClose={() => setInviting(false)} />}
    </>
  );
}
