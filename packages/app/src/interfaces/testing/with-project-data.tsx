/**
 * For interface tests that read the project's lists (user directory, roles): a query client
 * seeded with them and the current project set, so the Input or Display renders without a server.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Role, User } from '@atrium/sdk';
import { userKeys } from '../../api/users/keys';
import { roleKeys } from '../../api/roles/keys';
import { useProjects } from '../../stores/projects';
import { useSession } from '../../stores/session';

export const TEST_PROJECT = 'demo';

export const TEST_USERS: User[] = [
  {
    id: 1,
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'ada@example.com',
    status: 'active',
    role: 1,
    avatar: {
      id: 5,
      data: {
        full_url: '/demo/assets/ada',
        url: '/demo/assets/ada',
        thumbnails: [{ key: 'directus-medium-crop', url: '/demo/assets/ada?key=directus-medium-crop' }],
      },
    } as unknown as User['avatar'],
  },
  {
    id: 2,
    first_name: 'Eddie',
    last_name: 'Editor',
    email: 'eddie@example.com',
    status: 'active',
    role: 3,
    avatar: null,
  },
  {
    id: 3,
    first_name: null,
    last_name: null,
    email: 'nameless@example.com',
    status: 'invited',
    role: 3,
    avatar: null,
  },
];

export const TEST_ROLES: Role[] = [
  { id: 1, name: 'Administrator' },
  { id: 2, name: 'Public' },
  { id: 3, name: 'Editor' },
];

/** A provider with the directory and roles cached; `me` is the signed-in user id. */
export function projectDataWrapper({ me = 1 }: { me?: number } = {}) {
  useProjects.setState({ current: TEST_PROJECT });
  const me_ = TEST_USERS.find((u) => u.id === me)!;
  useSession.setState({
    user: {
      id: me_.id,
      email: me_.email,
      first_name: me_.first_name,
      last_name: me_.last_name,
      avatar: null,
      locale: 'en-US',
      role: { id: Number(me_.role) },
      last_page: null,
      theme: 'auto',
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(userKeys.directory(TEST_PROJECT), TEST_USERS);
  client.setQueryData(roleKeys.list(TEST_PROJECT), TEST_ROLES);
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
