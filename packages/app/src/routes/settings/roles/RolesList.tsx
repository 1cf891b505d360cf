import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../api/client';
import { useProjectKey } from '../../../api/project-key';
import { useCreateRole } from '../../../api/roles/mutations';
import { useRoles } from '../../../api/roles/queries';
import { Header } from '../../../shell/Header';
import { InfoSidebarContent } from '../../../shell/InfoSidebar';
import { SettingsBreadcrumb } from '../home/SettingsBreadcrumb';
import { useRoleUserCounts } from './use-role-users';
import '../../listing/listing.css';
import './roles.css';

/** Roles & Permissions (product.md §2): every role with its description and user count; New role. */
export function RolesList() {
  const { t } = useTranslation();
  const project = useProjectKey();
  const navigate = useNavigate();
  const roles = useRoles(project);
  const counts = useRoleUserCounts(project);
  const [creating, setCreating] = useState(false);
  const sorted = useMemo(() => [...(roles.data ?? [])].sort((a, b) => a.id - b.id), [roles.data]);

  return (
    <>
      <Header
        title={t('settings_permissions')}
        icon="group"
        back={{ to: `/${project}/settings`, label: t('settings') }}
        breadcrumb={<SettingsBreadcrumb />}
      >
        <button
          type="button"
          className="round-button round-button-primary"
          aria-label={t('role_new')}
          title={t('role_new')}
          onClick={() => setCreating(true)}
        >
          <Icon name="add" />
        </button>
      </Header>
      <div className="page-body">
        {roles.isPending ? (
          <Spinner label={t('loading')} />
        ) : roles.error ? (
          <Notice color="danger">{t('roles_load_failed')}</Notice>
        ) : (
          <table className="table roles-table">
            <thead>
              <tr>
                <th scope="col">{t('role_name')}</th>
                <th scope="col">{t('role_description')}</th>
                <th scope="col">{t('role_users')}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={`/${project}/settings/roles/${r.id}`}>{r.name}</Link>
                  </td>
                  <td className="note-cell">{r.description}</td>
                  <td>{counts.data ? t('role_user_count', { count: counts.data[r.id] ?? 0 }) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <InfoSidebarContent>
        <p className="info-text">{t('roles_info')}</p>
      </InfoSidebarContent>
      {creating && (
        <NewRoleModal
          project={project}
          onClose={() => setCreating(false)}
          onCreated={(id) => navigate(`/${project}/settings/roles/${id}`)}
        />
      )}
    </>
  );
}

function NewRoleModal({
  project,
  onClose,
  onCreated,
}: {
  project: string;
  onClose(): void;
  onCreated(id: number): void;
}) {
  const { t } = useTranslation();
  const create = useCreateRole(project);
  const [name, setName] = useState('');
  const submit = () => {
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (role) => {
          if (role?.id) onCreated(role.id);
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      title={t('role_new')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="primary" loading={create.isPending} disabled={!name.trim()} onClick={submit}>
            {t('role_create')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('role_name')}
          value={name}
          required
          autoFocus
          onChange={(e) => setName(e.target.value)}
          error={
            create.error ? (isApiError(create.error) ? create.error.message : String(create.error)) : null
          }
        />
      </form>
    </Modal>
  );
}
