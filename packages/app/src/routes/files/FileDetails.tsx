import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectKey } from '../../api/project-key';
import { useSetting } from '../../api/settings/queries';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../i18n/dates';
import { formatBytes } from '../../lib/bytes';
import type { FileLike } from '../../lib/file-media';
import { useDirectory, userOf } from '../../interfaces/user/directory';
import { UserBadge } from '../../interfaces/user/UserBadge';
import './file-page.css';

interface Thumb {
  key: string;
  url?: string;
  relative_url?: string;
  dimension?: string;
}

/** The thumbnail keys of the project: the system ones the server lists, then the `asset_whitelist` setting's. */
function whitelistKeys(setting: unknown): string[] {
  let list = setting;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  return Array.isArray(list)
    ? list.map((e) => (e as { key?: unknown })?.key).filter((k): k is string => typeof k === 'string')
    : [];
}

/**
 * Who uploaded the file: avatar and name from the user directory (the value is an id, or a user
 * object when expanded); an id the directory does not know (users not readable) prints as `#id`.
 */
function Uploader({ by }: { by: unknown }) {
  const { users } = useDirectory();
  if (by === null || by === undefined || by === '') return <>--</>;
  const user = userOf(by, users);
  if (!user) return <>{`#${String(by)}`}</>;
  return <UserBadge user={user} template={null} display="both" size={24} />;
}

/**
 * The file page's facts (issue 12): dimensions, duration, size, type, checksum, who uploaded it
 * and when; the original to download; and the URL of every thumbnail key (system keys and the
 * project's `asset_whitelist`).
 */
export function FileDetails({ file }: { file: FileLike }) {
  const { t } = useTranslation();
  const project = useProjectKey();
  const whitelist = useSetting(project, 'asset_whitelist');
  const data = file.data ?? {};
  const thumbs = (data.thumbnails ?? []) as Thumb[];
  const keys = [...new Set([...thumbs.map((th) => th.key), ...whitelistKeys(whitelist.data)])];
  const asset = data.asset_url ?? null;
  const original = data.full_url ?? asset;
  const width = Number(file.width) || 0;
  const height = Number(file.height) || 0;
  const duration = Number(file.duration) || 0;
  const uploadedOn =
    typeof file.uploaded_on === 'string' ? new Date(file.uploaded_on.replace(' ', 'T') + 'Z') : null;

  const facts: [string, ReactNode][] = [
    [t('file_page.type'), String(file.type ?? '--')],
    [t('file_page.size'), Number(file.filesize) > 0 ? formatBytes(Number(file.filesize)) : '--'],
    [t('file_page.dimensions'), width && height ? `${width} × ${height}` : '--'],
    [t('file_page.duration'), duration ? t('file_page.seconds', { count: duration }) : '--'],
    [t('file_page.checksum'), String(file.checksum ?? '--')],
    [t('file_page.uploaded_by'), <Uploader by={file.uploaded_by} />],
    [
      t('file_page.uploaded_on'),
      uploadedOn && !Number.isNaN(uploadedOn.getTime()) ? formatDate(uploadedOn, 'long') : '--',
    ],
  ];

  return (
    <section className="file-details" aria-label={t('file_page.details')}>
      <dl className="file-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="file-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="file-links">
        {original && (
          <a
            className="button button-secondary"
            href={original}
            download={String(file.filename_download ?? '')}
          >
            <Icon name="get_app" />
            <span>{t('file_page.download_original')}</span>
          </a>
        )}
        {asset && keys.length > 0 && (
          <div className="file-assets">
            <span className="file-assets-label">{t('file_page.asset_urls')}</span>
            <ul>
              {keys.map((key) => {
                const th = thumbs.find((x) => x.key === key);
                const url = th?.url ?? `${asset}?key=${encodeURIComponent(key)}`;
                return (
                  <li key={key}>
                    <a href={url} target="_blank" rel="noreferrer">
                      {key}
                    </a>
                    {th?.dimension ? <span className="file-asset-dim">{th.dimension}</span> : null}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
