import { useProjectKey } from '../../api/project-key';
import { useRoles } from '../../api/roles/queries';
import type { DisplayProps } from '../types';
import { roleIdOf, roleName } from './roles';

/** The role's name (`value.name`, or looked up by id). */
export default function UserRolesDisplay({ value }: DisplayProps<unknown>) {
  const project = useProjectKey();
  const roles = useRoles(project);
  const name = roleName(value, roles.data);
  return <span>{name ?? (roleIdOf(value) === null ? '--' : `#${roleIdOf(value)}`)}</span>;
}
