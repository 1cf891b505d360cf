import { Outlet } from 'react-router';
import { isAdminUser, useSession } from '../../stores/session';
import { NotFound } from '../not-found/NotFound';

/** Settings are for admins (product.md §6): anyone else who opens one by URL sees not-found. */
export function AdminOnly() {
  const admin = useSession((s) => isAdminUser(s.user));
  return admin ? <Outlet /> : <NotFound />;
}
