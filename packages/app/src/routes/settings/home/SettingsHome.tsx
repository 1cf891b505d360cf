import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { useCollections } from '../../../api/collections/queries';
import { useProjectKey } from '../../../api/project-key';
import { useRoles } from '../../../api/roles/queries';
import { useProjectInfo } from '../../../api/server/queries';
import { useWebhooks } from '../../../api/webhooks/queries';
import { APP_VERSION } from '../../../lib/version';
import { useLatency } from '../../../stores/latency';
import { Header } from '../../../shell/Header';
import { InfoSidebarContent } from '../../../shell/InfoSidebar';
import { formatBytes } from '../../../lib/bytes';
import './home.css';

interface Tile {
  to: string;
  icon: string;
  title: string;
  subtitle?: string;
  external?: boolean;
}

const ABOUT_URL = 'https://github.com/atrium-cms/atrium';

function TileGrid({ title, tiles }: { title: string; tiles: Tile[] }) {
  return (
    <section className="settings-section" aria-label={title}>
      <h2 className="settings-section-title">{title}</h2>
      <ul className="settings-tiles">
        {tiles.map((tile) => {
          const body = (
            <>
              <span className="settings-tile-icon">
                <Icon name={tile.icon} size={48} />
              </span>
              <span className="settings-tile-title">{tile.title}</span>
              {tile.subtitle && <span className="settings-tile-subtitle">{tile.subtitle}</span>}
            </>
          );
          return (
            <li key={tile.to}>
              {tile.external ? (
                <a className="settings-tile" href={tile.to} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                <Link className="settings-tile" to={tile.to}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Settings home (app-catalogue.md §3): project settings (Global, Collections & Fields, Roles &
 * Permissions, Webhooks), additional info (Interfaces, Activity Log, About) and, in the info
 * sidebar, latency, server details and the app's version.
 */
export function SettingsHome() {
  const { t } = useTranslation();
  const project = useProjectKey();
  const collections = useCollections(project).data;
  const roles = useRoles(project).data;
  const webhooks = useWebhooks(project, { limit: 0, meta: 'total_count' }).data;
  const info = useProjectInfo(project);
  const samples = useLatency((s) => s.samples);
  const last = samples.at(-1)?.latency;
  const base = `/${project}/settings`;

  const userCollections = collections
    ? Object.keys(collections).filter((c) => !c.startsWith(SYSTEM_PREFIX)).length
    : undefined;
  const webhookCount = (webhooks?.meta as { total_count?: number } | undefined)?.total_count;
  const count = (key: string, n: number | undefined) =>
    // i18n-dynamic: settings_collection_count, settings_role_count, settings_webhook_count
    n === undefined ? undefined : t(key, { count: n });

  const api = info.data?.data.api;
  const maxUpload = info.data?.data.server?.max_upload_size;

  return (
    <>
      <Header title={t('settings')} icon="settings" />
      <div className="page-body settings-home">
        <TileGrid
          title={t('settings_project')}
          tiles={[
            { to: `${base}/global`, icon: 'public', title: t('settings_global') },
            {
              to: `${base}/collections`,
              icon: 'box',
              title: t('settings_collections_fields'),
              subtitle: count('settings_collection_count', userCollections),
            },
            {
              to: `${base}/roles`,
              icon: 'group',
              title: t('settings_permissions'),
              subtitle: count('settings_role_count', roles?.length),
            },
            {
              to: `${base}/webhooks`,
              icon: 'send',
              title: t('settings_webhooks'),
              subtitle: count('settings_webhook_count', webhookCount),
            },
          ]}
        />
        <TileGrid
          title={t('additional_info')}
          tiles={[
            { to: `${base}/interfaces`, icon: 'extension', title: t('settings_interfaces') },
            { to: `${base}/schema`, icon: 'schema', title: t('schema_migration.title') },
            { to: `/${project}/activity`, icon: 'assignment', title: t('activity_log') },
            {
              to: ABOUT_URL,
              icon: 'info',
              title: t('about_atrium'),
              subtitle: t('learn_more'),
              external: true,
            },
          ]}
        />
      </div>
      <InfoSidebarContent>
        <dl className="settings-facts">
          <dt>{t('latency')}</dt>
          <dd>{last === undefined ? '—' : last < 0 ? t('latency_failed') : t('latency_ms', { ms: last })}</dd>
          <dt>{t('server_details')}</dt>
          <dd>
            {info.isPending ? (
              <Spinner size={16} label={t('loading')} />
            ) : info.error ? (
              t('server_details_failed')
            ) : (
              <dl className="settings-facts-inner">
                <dt>{t('api_version')}</dt>
                <dd>{api?.version ?? '—'}</dd>
                <dt>{t('database_vendor')}</dt>
                <dd>{api?.database ?? '—'}</dd>
                <dt>{t('max_upload_size')}</dt>
                <dd>{maxUpload ? formatBytes(maxUpload) : '—'}</dd>
              </dl>
            )}
          </dd>
          <dt>{t('version_and_updates')}</dt>
          <dd>{t('app_version', { version: APP_VERSION })}</dd>
        </dl>
      </InfoSidebarContent>
    </>
  );
}
