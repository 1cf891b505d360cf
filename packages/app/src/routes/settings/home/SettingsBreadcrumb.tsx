import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectKey } from '../../../api/project-key';
import '../../listing/listing.css';

/** The trail of a settings screen: Settings › (parents). */
export function SettingsBreadcrumb({ trail = [] }: { trail?: { to: string; label: string }[] }) {
  const { t } = useTranslation();
  const project = useProjectKey();
  const links = [{ to: `/${project}/settings`, label: t('settings') }, ...trail];
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      {links.map((l, i) => (
        <Fragment key={l.to}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          <Link to={l.to}>{l.label}</Link>
        </Fragment>
      ))}
    </nav>
  );
}
