import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ADMIN_ROLE_ID, PUBLIC_ROLE_ID, SYSTEM_PREFIX, type Role } from '@atrium/sdk';
import { Button } from '../../../components/Button';
import { Confirm } from '../../../components/Confirm';
import { TextField } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { Spinner } from '../../../components/Spinner';
import { Switch } from '../../../components/Switch';
import { TextArea } from '../../../components/TextArea';
import { isApiError } from '../../../api/client';
import { useCollections } from '../../../api/collections/queries';
import { useProjectKey } from '../../../api/project-key';
import { useDeleteRole, useUpdateRole } from '../../../api/roles/mutations';
import { useRole } from '../../../api/roles/queries';
import { collectionName } from '../../../lib/format';
import { notify } from '../../../stores/notifications';
import { displayName } from '../../../stores/session';
import { enterViewAs } from '../../../stores/view-as';
import { Header } from '../../../shell/Header';
import { InfoSidebarContent } from '../../../shell/InfoSidebar';
import { SettingsBreadcrumb } from '../home/SettingsBreadcrumb';
import { CollectionListingEditor, ModuleListingEditor } from './ListingEditors';
import { PermissionMatrix } from './matrix/PermissionMatrix';
import { useUsersOfRole } from './use-role-users';
import '../../listing/listing.css';
import './roles.css';

type Draft = Pick<Role, 'name' | 'description' | 'enforce_2fa'> & {
  ip_whitelist: string;
  collection_listing: NonNullable<Role['collection_listing']>;
  module_listing: NonNullable<Role['module_listing']>;
};

const draftOf = (r: Role): Draft => ({
  name: r.name ?? '',
  description: r.description ?? '',
  enforce_2fa: !!r.enforce_2fa,
  ip_whitelist: (Array.isArray(r.ip_whitelist) ? r.ip_whitelist : []).join(', '),
  collection_listing: Array.isArray(r.collection_listing) ? r.collection_listing : [],
  module_listing: Array.isArray(r.module_listing) ? r.module_listing : [],
});

const valuesOf = (d: Draft): Partial<Role> => ({
  name: d.name.trim(),
  description: d.description?.trim() || null,
  enforce_2fa: !!d.enforce_2fa,
  ip_whitelist: d.ip_whitelist
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean),
  collection_listing: d.collection_listing.length ? d.collection_listing : null,
  module_listing: d.module_listing.length ? d.module_listing : null,
});

/**
 * One role (product.md §2 `/settings/roles/{id}`): its fields (saved with Save), the permission
 * matrix (saved as it changes), its users, delete (not the admin or public role) and "view as".
 */
export function RolePage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const navigate = useNavigate();
  const role = useRole(project, id);
  const collections = useCollections(project);
  const users = useUsersOfRole(project, id);
  const update = useUpdateRole(project);
  const remove = useDeleteRole(project);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const data = role.data;

  useEffect(() => {
    if (data) setDraft(draftOf(data));
  }, [data]);

  const userCollections = useMemo(
    () =>
      Object.values(collections.data ?? {})
        .filter((c) => !c.collection.startsWith(SYSTEM_PREFIX))
        .map((c) => ({ collection: c.collection, name: collectionName(t, c, i18n.language) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [collections.data, t, i18n.language],
  );

  const back = `/${project}/settings/roles`;
  const title = data?.name ?? t('settings_permissions');
  const dirty =
    !!data && !!draft && JSON.stringify(valuesOf(draft)) !== JSON.stringify(valuesOf(draftOf(data)));
  const protectedRole = id === ADMIN_ROLE_ID || id === PUBLIC_ROLE_ID;

  const save = () => {
    if (!draft || !draft.name.trim()) return;
    update.mutate(
      { id, values: valuesOf(draft) },
      { onSuccess: () => notify({ title: t('role_saved'), color: 'success', iconMain: 'check' }) },
    );
  };

  const header = (
    <Header
      title={title}
      icon="group"
      back={{ to: back, label: t('settings_permissions') }}
      breadcrumb={<SettingsBreadcrumb trail={[{ to: back, label: t('settings_permissions') }]} />}
    >
      {data && id !== ADMIN_ROLE_ID && (
        <Button
          variant="secondary"
          icon="visibility"
          onClick={() =>
            enterViewAs({
              project,
              role: {
                id,
                name: data.name,
                collection_listing: data.collection_listing,
                module_listing: data.module_listing,
              },
              returnTo: `/${project}/settings/roles/${id}`,
            })
          }
        >
          {t('view_as_enter')}
        </Button>
      )}
      {data && !protectedRole && (
        <button
          type="button"
          className="round-button round-button-danger"
          aria-label={t('role_delete')}
          title={t('role_delete')}
          onClick={() => setConfirmDelete(true)}
        >
          <span className="material-icons" aria-hidden="true">
            delete
          </span>
        </button>
      )}
      <button
        type="button"
        className="round-button round-button-primary"
        aria-label={t('save')}
        title={t('save')}
        disabled={!dirty || update.isPending || !draft?.name.trim()}
        onClick={save}
      >
        <span className="material-icons" aria-hidden="true">
          check
        </span>
      </button>
    </Header>
  );

  if (role.isPending || collections.isPending) {
    return (
      <>
        {header}
        <div className="page-body">
          <Spinner label={t('loading')} />
        </div>
      </>
    );
  }
  if (role.error || !data || !draft) {
    return (
      <>
        {header}
        <div className="page-body">
          <Notice color="danger">
            {role.error && isApiError(role.error) && role.error.is('ItemNotFound')
              ? t('role_not_found')
              : t('roles_load_failed')}
          </Notice>
          <Link to={back}>{t('role_back_to_roles')}</Link>
        </div>
      </>
    );
  }

  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  return (
    <>
      {header}
      <div className="page-body role-page">
        {id === ADMIN_ROLE_ID ? (
          <Notice color="accent">{t('role_admin_full_access')}</Notice>
        ) : (
          <PermissionMatrix project={project} role={id} collections={collections.data ?? {}} />
        )}

        <section className="role-form" aria-label={t('role_details')}>
          {update.error && (
            <Notice color="danger">
              {isApiError(update.error) ? update.error.message : String(update.error)}
            </Notice>
          )}
          <div className="role-form-grid">
            <TextField
              label={t('role_name')}
              required
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
              error={draft.name.trim() ? null : t('role_name_required')}
            />
            <TextField
              label={t('role_description')}
              value={draft.description ?? ''}
              onChange={(e) => set({ description: e.target.value })}
            />
          </div>
          <TextArea
            label={t('role_ip_whitelist')}
            note={t('role_ip_whitelist_note')}
            rows={2}
            value={draft.ip_whitelist}
            onChange={(v) => set({ ip_whitelist: v })}
          />
          <Switch isSelected={!!draft.enforce_2fa} onChange={(v) => set({ enforce_2fa: v })}>
            {t('role_enforce_2fa')}
          </Switch>
          <CollectionListingEditor
            value={draft.collection_listing}
            collections={userCollections}
            onChange={(v) => set({ collection_listing: v })}
          />
          <ModuleListingEditor value={draft.module_listing} onChange={(v) => set({ module_listing: v })} />
        </section>

        <section className="role-users" aria-labelledby="role-users-heading">
          <h2 id="role-users-heading" className="section-title">
            {t('role_users')}
          </h2>
          {users.isPending ? (
            <Spinner label={t('loading')} />
          ) : users.error ? (
            <Notice color="danger">{t('role_users_load_failed')}</Notice>
          ) : !users.data?.length ? (
            <p className="info-text">{t('role_no_users')}</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('role_user_name')}</th>
                  <th scope="col">{t('email')}</th>
                  <th scope="col">{t('role_user_status')}</th>
                </tr>
              </thead>
              <tbody>
                {users.data.map((u) => (
                  <tr key={u.id}>
                    <td>
                      <Link to={`/${project}/users/${u.id}`}>{displayName(u) || `#${u.id}`}</Link>
                    </td>
                    <td>{u.email}</td>
                    <td>{u.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      <InfoSidebarContent>
        <p className="info-text">{t('role_info')}</p>
      </InfoSidebarContent>
      {confirmDelete && (
        <Confirm
          message={t('role_delete_confirm', { name: data.name })}
          confirmText={t('role_delete')}
          danger
          loading={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(id, {
              onSuccess: () => {
                setConfirmDelete(false);
                navigate(back);
              },
              onError: (err) => {
                setConfirmDelete(false);
                notify({
                  title: t('role_delete_failed'),
                  details: isApiError(err) ? err.message : String(err),
                  color: 'danger',
                });
              },
            })
          }
        />
      )}
    </>
  );
}
