import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOnlineUsers } from '../../api/users/queries';
import { notify } from '../../stores/notifications';
import { useSession } from '../../stores/session';

/**
 * `user_edit_warning` (app-catalogue §6): when another user's `last_page` is this page and they
 * were active within 5 minutes, a warning says so, once per opening.
 */
export function EditWarning({ project }: { project: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const me = useSession((s) => s.user?.id ?? null);
  const others = useOnlineUsers(project, pathname, typeof me === 'number' ? me : null);
  const first = others.data?.[0];
  useEffect(() => {
    if (!first) return;
    notify({
      title: t('user_edit_warning', { first_name: first.first_name ?? '', last_name: first.last_name ?? '' }),
      // Red, as the spec has it for user_edit_warning.
      color: 'danger',
    });
  }, [first?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
