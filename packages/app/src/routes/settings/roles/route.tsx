import { useParams } from 'react-router';
import { NotFound } from '../../not-found/NotFound';
import { RolePage } from './RolePage';
import { RolesList } from './RolesList';

/** Settings › Roles & Permissions: `roles` lists the roles, `roles/:id` is one role. */
export function Component() {
  const { id } = useParams();
  if (id === undefined) return <RolesList />;
  if (!/^\d+$/.test(id)) return <NotFound />;
  return <RolePage key={id} id={Number(id)} />;
}
