import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { defaultField, ErrorCode, type Field } from '@atrium/sdk';
import { useProjectKey } from '../../api/project-key';
import { IconButton } from '../../components/IconButton';
import { HEADER_TOOLTIP_DELAY } from '../../components/Tooltip';
import { Form } from '../../form/Form';
import { preloadLanguage, setLocale } from '../../i18n';
import { errorCode } from '../../lib/errors';
import { refreshCurrentUser } from '../../stores/current-user';
import { displayName, isAdminUser, useSession } from '../../stores/session';
import { Header } from '../../shell/Header';
import { InfoSidebarContent } from '../../shell/InfoSidebar';
import { NotFound } from '../not-found/NotFound';
import { EditDialogs, EditLoading, EditNotices, EditTrouble, useEditScreen } from '../item/EditScreen';
import { SaveActions } from '../item/SaveActions';
import { StatusIndicator } from '../item/StatusIndicator';
import { itemTitle } from '../item/item-title';
import { Timeline } from '../item/Timeline';
import { useItemEditor, type SaveMode } from '../item/useItemEditor';
import { useSaveShortcut } from '../item/useSaveShortcut';
import { ProfileCard } from './ProfileCard';
import '../item/item-edit.css';
import './user-edit.css';

const USERS = 'directus_users';
/** Only admins change these (product.md: role for admins); everyone else sees them read-only. */
const ADMIN_FIELDS = ['role', 'status'];

/** The account fields everyone may use on their own profile (users system fields, product.md §3). */
const OWN_FIELDS: Field[] = [
  { field: 'password', type: 'hash', interface: 'password', width: 'half' as const, sort: 7 },
  {
    field: '2fa_secret',
    type: 'string',
    interface: '2fa-secret',
    width: 'full' as const,
    sort: 15,
    readonly: true,
  },
].map((f) => defaultField({ collection: USERS, hidden_browse: true, ...f }));

/**
 * The user page and one's own profile (`#/{p}/users/{id}`, product.md §2, §6): a profile card
 * with the avatar, then the users fields through the form engine (names, e-mail, title, company,
 * time zone, language, theme, role, status, password, two-factor). Saving one's own profile
 * updates the running app at once: name and avatar in the shell, theme and language.
 */
export function UserEdit() {
  const { t } = useTranslation();
  const project = useProjectKey();
  const segment = useParams().primaryKey ?? '+';
  const me = useSession((s) => s.user);
  const admin = isAdminUser(me);
  const editor = useItemEditor(project, USERS, segment);
  const { target, info, single, store, access } = editor;
  const self = target.kind === 'single' && !!me && String(target.key) === String(me.id);

  // A language picked on one's own profile loads while the user goes on, so saving switches at once.
  const pickedLocale = useStore(store, (s) =>
    self ? (s.edits.locale as string | null | undefined) : undefined,
  );
  useEffect(() => preloadLanguage(pickedLocale), [pickedLocale]);

  async function save(mode: SaveMode) {
    const locale = self ? store.getState().edits.locale : undefined;
    await editor.save(mode);
    // A failed save keeps its edits; a successful one leaves none staged.
    const saved = Object.keys(store.getState().edits).length === 0;
    if (!saved || !self) return;
    // The saved language applies at once; the rest of the profile follows from the server.
    await Promise.all([typeof locale === 'string' ? setLocale(locale) : null, refreshCurrentUser(project)]);
  }
  useSaveShortcut(() => void save('stay'));

  // The avatar has its own place in the profile card. On one's own profile, password and
  // two-factor are always there, even when the role's field list leaves the secret columns out.
  const fields = useMemo(() => {
    const out = { ...editor.fields };
    delete out.avatar;
    if (self && Object.keys(out).length > 0) {
      for (const own of OWN_FIELDS) if (!out[own.field]) out[own.field] = own;
    }
    return out;
  }, [editor.fields, self]);
  const rules = useMemo(
    () => ({
      readonly: access.readonly,
      readBlacklist: self
        ? access.readBlacklist.filter((f) => !OWN_FIELDS.some((own) => own.field === f))
        : access.readBlacklist,
      writeBlacklist: admin ? access.writeBlacklist : [...access.writeBlacklist, ...ADMIN_FIELDS],
    }),
    [access, admin, self],
  );

  const savedUser = useStore(store, (s) => s.saved);
  const title = self
    ? t('my_profile', { name: displayName(me) })
    : itemTitle(t, target.kind, USERS, t('user_directory'), target.kind === 'single' ? savedUser : null);
  const { confirmDelete, askDelete, closeDelete } = useEditScreen(title);

  if (info.isPending) return <EditLoading header={<Header title={title} icon="person" />} />;
  if (info.isError) return <EditTrouble error={info.error} />;
  if (target.kind === 'batch') return <NotFound />;
  if (target.kind === 'single') {
    if (single.isError) {
      if (errorCode(single.error) === ErrorCode.ItemNotFound) return <NotFound />;
      return <EditTrouble error={single.error} />;
    }
    if (single.isPending) return <EditLoading header={<Header title={title} icon="person" />} />;
  }
  const canDelete = target.kind === 'single' && !self && access.canDelete;

  return (
    <>
      <Header
        title={title}
        icon={self ? 'account_circle' : 'person'}
        back={{ to: `/${project}/users`, label: t('user_directory') }}
      >
        {editor.statusField && editor.statusMapping && (
          <StatusIndicator store={store} field={editor.statusField.field} mapping={editor.statusMapping} />
        )}
        {canDelete && (
          <IconButton
            icon="delete_outline"
            label={t('delete')}
            className="header-button header-delete"
            tooltip={HEADER_TOOLTIP_DELAY}
            onPress={askDelete}
          />
        )}
        {access.canSave && <SaveActions store={store} options={!self} onSave={(mode) => void save(mode)} />}
      </Header>
      <div className="page-body item-edit user-edit">
        <ProfileCard project={project} store={store} editable={access.canSave && !access.readonly} />
        <EditNotices editor={editor} />
        <Form
          store={store}
          collection={USERS}
          fields={fields}
          primaryKey={target.kind === 'single' ? target.key : null}
          newItem={target.kind === 'new'}
          rules={rules}
          errors={editor.errors}
        />
      </div>
      {target.kind === 'single' && (
        <InfoSidebarContent>
          <Timeline
            project={project}
            collection={USERS}
            itemKey={target.key}
            fields={editor.fields}
            canComment={access.canComment}
            canRevert={access.canSave}
            onReverted={() => void single.refetch()}
          />
        </InfoSidebarContent>
      )}
      <EditDialogs
        editor={editor}
        collection={USERS}
        confirmDelete={confirmDelete}
        deleteMessage={t('delete_are_you_sure')}
        onCloseDelete={closeDelete}
        onResolved={async () => {
          if (self && Object.keys(store.getState().edits).length === 0) await refreshCurrentUser(project);
        }}
      />
    </>
  );
}
