import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { useDirectory, userOf } from '../user/directory';
import { UserBadge } from '../user/UserBadge';
import './system-user.css';

export interface SystemUserOptions {
  template: string | null;
  display: string | null;
}

/**
 * The always read-only box of owner / user-updated: the user (avatar and/or name), or, without
 * one, "You will be the creator/updater" on a new item and "Unknown" otherwise. `id` picks the
 * messages (`interfaces.<id>.you|unknown`).
 */
export function SystemUserBox({
  id,
  value,
  options,
  newItem,
  inputId,
}: {
  id: 'owner' | 'user-updated';
  value: unknown;
  options: SystemUserOptions;
  newItem: boolean;
  inputId: string;
}) {
  const { t } = useTranslation();
  const { users } = useDirectory();
  const user = userOf(value, users);
  const empty = value === null || value === undefined || value === '';
  return (
    <div className="system-user" id={inputId} role="textbox" aria-readonly="true">
      <Icon name="account_box" className="system-user-icon" />
      {user ? (
        <UserBadge user={user} template={options.template} display={options.display} size={28} />
      ) : (
        <span className="system-user-empty">
          {empty
            ? newItem
              ? t(`interfaces.${id}.you`) // i18n-dynamic: interfaces.owner.you interfaces.user-updated.you
              : t(`interfaces.${id}.unknown`) // i18n-dynamic: interfaces.owner.unknown interfaces.user-updated.unknown
            : String(userOfId(value))}
        </span>
      )}
    </div>
  );
}

/** A value the directory does not know: its id as text. */
function userOfId(value: unknown): string {
  if (value && typeof value === 'object') return `#${String((value as { id?: unknown }).id ?? '')}`;
  return `#${String(value)}`;
}

/** The Display of owner / user-updated: the user, or the raw id when unknown. */
export function SystemUserText({ value, options }: { value: unknown; options: SystemUserOptions }) {
  const { users } = useDirectory();
  const user = userOf(value, users);
  if (!user) return <span>{value === null || value === undefined ? '--' : userOfId(value)}</span>;
  return <UserBadge user={user} template={options.template} display={options.display} />;
}
