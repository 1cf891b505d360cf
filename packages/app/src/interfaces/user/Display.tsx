import type { DisplayProps } from '../types';
import { useDirectory, userOf } from './directory';
import { UserBadge } from './UserBadge';

interface Options {
  template: string | null;
  display: string | null;
}

/** The user's avatar and/or name; an id the directory does not know prints as is. */
export default function UserDisplay({ value, options }: DisplayProps<unknown, Options>) {
  const { users } = useDirectory();
  const user = userOf(value, users);
  if (!user) return <span>{value === null || value === undefined ? '--' : String(value)}</span>;
  return <UserBadge user={user} template={options.template} display={options.display} />;
}
