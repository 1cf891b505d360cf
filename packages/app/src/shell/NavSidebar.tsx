import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Icon } from '../components/Icon';
import { collectionName } from '../lib/format';
import { collectionLink } from '../lib/routes';
import { useCollections } from '../api/collections/queries';
import { useMyAccess } from '../api/permissions/queries';
import { useBookmarks } from '../api/presets/queries';
import { DeleteBookmark, mayDeleteBookmark } from '../routes/listing/bookmarks/DeleteBookmark';
import { useProjectKey } from '../api/project-key';
import { signalStrength, useLatency } from '../stores/latency';
import { useProjects } from '../stores/projects';
import { useSession } from '../stores/session';
import { ModuleBar } from './ModuleBar';
import { navigationGroups, visibleCollections } from './navigation';

const SIGNAL_ICONS = [
  'signal_wifi_off',
  'network_wifi_1_bar',
  'network_wifi_2_bar',
  'network_wifi_3_bar',
  'signal_wifi_4_bar',
];

function ProjectSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projects = useProjects((s) => s.projects ?? []);
  const current = useProjects((s) => s.current);
  const project = projects.find((p) => p.key === current);
  const last = useLatency((s) => s.samples.at(-1));
  const strength = signalStrength(last?.latency);
  const name = project?.data?.project_name || current || '';
  const latencyLabel =
    last && last.latency >= 0 ? t('latency_value', { latency: last.latency }) : t('latency_unknown');
  return (
    <div className="project-switcher">
      <span
        className="signal"
        title={latencyLabel}
        role="img"
        aria-label={`${t('connection')}: ${latencyLabel}`}
        data-strength={strength}
      >
        <Icon name={SIGNAL_ICONS[strength]!} />
      </span>
      {projects.length > 1 ? (
        <label className="project-select">
          <span className="visually-hidden">{t('change_project')}</span>
          <select
            value={current ?? ''}
            onChange={(e) => {
              navigate(`/${e.target.value}/collections`);
            }}
          >
            {projects.map((p) => (
              <option key={p.key} value={p.key}>
                {`${p.data?.authenticated ? '• ' : ''}${p.data?.project_name || p.key}`}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className="project-name">{name}</span>
      )}
    </div>
  );
}

/** Navigation sidebar: module bar, project switcher, collections and bookmarks. */
export function NavSidebar() {
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const user = useSession((s) => s.user);
  const { admin, permissions } = useMyAccess(project);
  const collections = useCollections(project).data;
  const bookmarks =
    useBookmarks(project, user ? { id: user.id, role: user.role?.id ?? null } : null).data ?? [];
  if (!project) return null;
  const visible = visibleCollections(collections ?? {}, permissions, admin);
  const groups = navigationGroups(visible, user?.role?.collection_listing, (c) =>
    collectionName(t, c, i18n.language),
  );
  return (
    <div className="nav-sidebar">
      <ModuleBar />
      <div className="nav-main">
        <ProjectSwitcher />
        <nav className="nav-menus" aria-label={t('navigation')}>
          {groups
            .filter((g) => g.collections.length > 0)
            .map((g, i) => (
              <section
                key={g.name ?? `flat-${i}`}
                className="nav-group"
                aria-label={g.name ?? t('collections')}
              >
                <h2 className="nav-heading">{g.name ?? t('collections')}</h2>
                <ul>
                  {g.collections.map((c) => (
                    <li key={c.collection}>
                      <NavLink className="nav-link" to={collectionLink(project, c.collection)}>
                        <Icon name={c.icon || 'label'} />
                        <span>{collectionName(t, c, i18n.language)}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          {bookmarks.length > 0 && (
            <section className="nav-group" aria-label={t('bookmarks')}>
              <h2 className="nav-heading">{t('bookmarks')}</h2>
              <ul>
                {bookmarks.map((b) => (
                  <li key={b.id} className="nav-bookmark">
                    <NavLink className="nav-link" to={`/${project}/bookmarks/${b.collection}/${b.id}`}>
                      <Icon name="bookmark_outline" />
                      <span>{b.title}</span>
                    </NavLink>
                    {user && mayDeleteBookmark(b, { id: user.id, admin }) && (
                      <DeleteBookmark project={project} bookmark={b} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </nav>
      </div>
    </div>
  );
}
