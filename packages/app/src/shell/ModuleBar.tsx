import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Confirm } from '../components/Confirm';
import { Icon } from '../components/Icon';
import { signOut } from '../lib/sign-out';
import { absoluteUrl } from '../lib/absolute-url';
import { useModuleExtensions } from '../api/extensions/queries';
import { useMyAccess } from '../api/permissions/queries';
import { useProjectKey } from '../api/project-key';
import { useProjects } from '../stores/projects';
import { useUnsavedEdits } from '../stores/unsaved-edits';
import { displayName, useSession } from '../stores/session';
import logoUrl from '../assets/logo.svg';
import { translateWords } from '../extensions/meta-i18n';
import { moduleItems } from './modules';

function avatarUrl(avatar: unknown): string | null {
  const thumbs = (avatar as { data?: { thumbnails?: { key: string; url: string }[] } } | null)?.data
    ?.thumbnails;
  const url = thumbs?.find((th) => th.key === 'directus-medium-crop')?.url;
  if (!url) return null;
  return absoluteUrl(url);
}

/** Module bar: logo, modules, the current user's avatar (own profile) and sign-out. */
export function ModuleBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const key = useProjectKey();
  const project = useProjects((s) => s.projects?.find((p) => p.key === key) ?? null);
  const { admin, permissions } = useMyAccess(key);
  const extensionModules = useModuleExtensions(key).data ?? [];
  const [confirm, setConfirm] = useState(false);
  // With unsaved edits on screen the question says they will be lost.
  const unsavedEdits = useUnsavedEdits((s) => s.dirty);
  const [signingOut, setSigningOut] = useState(false);
  if (!project) return null;
  const items = moduleItems({
    project: project.key,
    admin,
    moduleListing: user?.role?.module_listing,
    permissions,
    extensionModules: extensionModules.filter((m) => !m.core),
  });
  const logo = project.data?.project_logo?.full_url ?? logoUrl;
  const avatar = avatarUrl(user?.avatar);

  return (
    <nav className="module-bar" aria-label={t('module_bar')}>
      <div className="module-logo">
        <img src={logo} alt={project.data?.project_name || project.key} width={40} height={40} />
      </div>
      <ul className="module-list">
        {items.map((m) => {
          // i18n-dynamic: an extension module's `$t:` words, `modules.<id>.<key>`.
          const translateWord = (key: string) => t(key);
          const label = m.translate
            ? t(m.name)
            : m.extension
              ? translateWords(m.name, `modules.${m.extension}`, translateWord)
              : m.name;
          return (
            <li key={m.id}>
              {m.external ? (
                <a
                  className="module"
                  href={m.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  title={label}
                >
                  <Icon name={m.icon} color={m.color} />
                </a>
              ) : (
                <NavLink
                  className={({ isActive }) =>
                    `module${isActive ? ' active' : ''}${m.warning ? ' module-warning' : ''}`
                  }
                  to={m.link}
                  aria-label={label}
                  title={label}
                >
                  <Icon name={m.icon} color={m.color} />
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
      <div className="module-spacer" />
      {user && (
        <NavLink
          className="module module-avatar"
          to={`/${project.key}/users/${user.id}`}
          aria-label={t('my_profile', { name: displayName(user) })}
          title={t('my_profile', { name: displayName(user) })}
        >
          {avatar ? <img src={avatar} alt="" width={40} height={40} /> : <Icon name="person" />}
        </NavLink>
      )}
      <button
        type="button"
        className="module module-sign-out"
        aria-label={t('sign_out')}
        title={t('sign_out')}
        onClick={() => setConfirm(true)}
      >
        <Icon name="exit_to_app" />
      </button>
      {confirm && (
        <Confirm
          message={unsavedEdits ? t('sign_out_confirm_edits') : t('sign_out_confirm')}
          confirmText={t('sign_out')}
          loading={signingOut}
          onCancel={() => setConfirm(false)}
          onConfirm={async () => {
            setSigningOut(true);
            useUnsavedEdits.getState().setDirty(false);
            await signOut();
            setSigningOut(false);
            setConfirm(false);
            navigate('/login', { replace: true });
          }}
        />
      )}
    </nav>
  );
}
