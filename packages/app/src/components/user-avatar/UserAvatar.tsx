import { absoluteUrl } from '../../lib/absolute-url';
import { Icon } from '../Icon';
import './user-avatar.css';

/** Thumbnail key of avatars (product.md §9). */
export const AVATAR_THUMBNAIL = 'directus-medium-crop';

/** Who an avatar shows: names, and the avatar file expanded (`avatar.*`) or not. */
export interface AvatarUser {
  first_name?: string | null;
  last_name?: string | null;
  avatar?: unknown;
}

/** The URL of a user's avatar thumbnail, or null when there is none (or it was not expanded). */
export function avatarUrl(avatar: unknown, key: string = AVATAR_THUMBNAIL): string | null {
  if (!avatar || typeof avatar !== 'object') return null;
  const data = (avatar as { data?: { thumbnails?: { key: string; url: string }[]; full_url?: string } }).data;
  const url = data?.thumbnails?.find((th) => th.key === key)?.url ?? data?.full_url;
  return url ? absoluteUrl(url) : null;
}

function initials(user: AvatarUser): string {
  return [user.first_name, user.last_name]
    .map((part) => (part ?? '').trim().charAt(0))
    .join('')
    .toUpperCase();
}

/**
 * A round avatar: the medium-crop thumbnail, else the initials, else a person icon. Decorative
 * (the name next to it is the text): hidden from assistive technology.
 */
export function UserAvatar({ user, size = 32 }: { user: AvatarUser | null | undefined; size?: number }) {
  const url = user ? avatarUrl(user.avatar) : null;
  const letters = user ? initials(user) : '';
  return (
    <span
      className="user-avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      aria-hidden="true"
      data-testid="user-avatar"
    >
      {url ? (
        <img src={url} alt="" width={size} height={size} />
      ) : letters ? (
        letters
      ) : (
        <Icon name="person" size={Math.round(size * 0.6)} />
      )}
    </span>
  );
}
