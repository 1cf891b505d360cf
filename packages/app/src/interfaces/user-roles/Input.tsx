import { PUBLIC_ROLE_ID } from '@atrium/sdk';
import { useTranslation } from 'react-i18next';
import { useProjectKey } from '../../api/project-key';
import { useRoles } from '../../api/roles/queries';
import type { InputProps } from '../types';
import { roleIdOf, roleName } from './roles';
import './user-roles.css';

interface Options {
  showPublic: boolean | null;
}

/** A select of the project's roles (the public one only with `showPublic`); emits the role id. */
export default function UserRolesInput(props: InputProps<unknown, Options>) {
  const { value, options, readonly, required, inputId, onInput } = props;
  const { t } = useTranslation();
  const project = useProjectKey();
  const roles = useRoles(project);
  const selected = roleIdOf(value);
  const list = (roles.data ?? []).filter((r) => options.showPublic || Number(r.id) !== PUBLIC_ROLE_ID);
  const known = selected === null || list.some((r) => Number(r.id) === selected);
  return (
    <select
      id={inputId}
      className="input select user-roles-input"
      value={selected === null ? '' : String(selected)}
      disabled={readonly || roles.isPending}
      aria-busy={roles.isPending || undefined}
      onChange={(e) => onInput(e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="" disabled={required}>
        {roles.isPending ? t('loading') : t('interfaces.user-roles.choose_role')}
      </option>
      {list.map((role) => (
        <option key={role.id} value={String(role.id)}>
          {role.name}
        </option>
      ))}
      {!known && <option value={String(selected)}>{roleName(value, roles.data) ?? `#${selected}`}</option>}
    </select>
  );
}
