import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './settings-screens.css';

/** The breadcrumb above a settings screen's title: Settings › (an optional middle step). */
export function SettingsTrail({
  project,
  middle,
}: {
  project: string;
  middle?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <nav className="settings-trail" aria-label={t('breadcrumb')}>
      <Link to={`/${project}/settings`}>{t('settings')}</Link>
      {middle && (
        <>
          <span aria-hidden="true"> › </span>
          <Link to={middle.to}>{middle.label}</Link>
        </>
      )}
    </nav>
  );
}
