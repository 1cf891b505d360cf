/**
 * The GraphQL playground (docs/graphql.md), a module for administrators: anyone else who opens it
 * by URL sees not-found. Its editors (CodeMirror, the GraphQL language) load with it, never before.
 */
import { isAdminUser, useSession } from '../../stores/session';
import { NotFound } from '../not-found/NotFound';
import { Playground } from './Playground';

export function Component() {
  const admin = useSession((s) => isAdminUser(s.user));
  return admin ? <Playground /> : <NotFound />;
}
