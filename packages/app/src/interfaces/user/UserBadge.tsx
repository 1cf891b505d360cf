import { UserAvatar } from '../../components/user-avatar/UserAvatar';
import { userLabel, type UserLike } from './directory';
import './user.css';

export type UserDisplayMode = 'both' | 'avatar' | 'name';

/** A user as avatar and/or name (the `display` option); the name is the tooltip of a lone avatar. */
export function UserBadge({
  user,
  template,
  display,
  size = 24,
}: {
  user: UserLike;
  template: string | null | undefined;
  display: UserDisplayMode | string | null | undefined;
  size?: number;
}) {
  const name = userLabel(user, template);
  const mode = display === 'avatar' || display === 'name' ? display : 'both';
  return (
    <span className="user-badge" title={name}>
      {mode !== 'name' && <UserAvatar user={user} size={size} />}
      {mode === 'avatar' ? <span className="visually-hidden">{name}</span> : <span>{name}</span>}
    </span>
  );
}
