import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../lib/version';
import { lightMarkdown } from '../lib/markdown';
import { useProjects } from '../stores/projects';
import logoUrl from '../assets/logo.svg';

/** Vendor site the logo links to. */
export const VENDOR_URL = 'https://github.com/atrium-cms/atrium';

interface PublicFrameProps {
  heading: string;
  wide?: boolean;
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * Public pages (product.md §2 App shell): heading, optional wide mode, the logo linking to the
 * vendor site with a version tooltip, a notice slot, and an art panel with the project's
 * background image or colour, foreground logo and public note.
 */
export function PublicFrame({ heading, wide, notice, children }: PublicFrameProps) {
  const { t } = useTranslation();
  const project = useProjects((s) => s.projects?.find((p) => p.key === s.current) ?? null);
  const data = project?.data;
  const color = data?.project_color;
  const background = data?.project_background?.full_url;
  const artStyle: React.CSSProperties = background
    ? { backgroundImage: `url(${JSON.stringify(background)})` }
    : {
        backgroundColor: color
          ? color.startsWith('#')
            ? color
            : `var(--${color})`
          : 'var(--project-background-color)',
      };
  const projectName = data?.project_name || t('default_project_name');
  useEffect(() => {
    document.title = `${heading} · ${projectName}`;
  }, [heading, projectName]);
  return (
    <div className={`public-view${wide ? ' wide' : ''}`}>
      <div className="public-container">
        <div className="public-content">
          <a
            className="public-logo"
            href={VENDOR_URL}
            target="_blank"
            rel="noopener noreferrer"
            title={t('version_tooltip', { version: APP_VERSION })}
            aria-label={t('powered_by_directus')}
          >
            <img src={logoUrl} alt="" width={40} height={40} />
            <span className="tooltip" role="tooltip">
              {t('version_tooltip', { version: APP_VERSION })}
            </span>
          </a>
          <main className="public-main" aria-labelledby="public-heading">
            <h1 id="public-heading" className="public-heading">
              {heading}
            </h1>
            {children}
          </main>
          <div className="public-notice">{notice}</div>
        </div>
      </div>
      <aside className="public-art" style={artStyle} aria-label={projectName}>
        <div className="public-art-inner">
          {data?.project_foreground ? (
            <img className="public-foreground" src={data.project_foreground.full_url} alt={projectName} />
          ) : (
            <p className="public-project-name">{projectName}</p>
          )}
          {data?.project_public_note && (
            <div
              className="public-note"
              // Escaped by lightMarkdown before any markup is added.
              dangerouslySetInnerHTML={{ __html: lightMarkdown(data.project_public_note) }}
            />
          )}
        </div>
      </aside>
    </div>
  );
}
