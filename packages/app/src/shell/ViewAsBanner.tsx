import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { leaveViewAs, viewAsRole } from '../stores/view-as';
import './view-as-banner.css';

/** While an admin views the app as a role: which role, that it is read-only, and the way back. */
export function ViewAsBanner() {
  const { t } = useTranslation();
  const mode = viewAsRole();
  if (!mode) return null;
  return (
    <div className="view-as-banner" role="region" aria-label={t('view_as_banner_label')}>
      <Icon name="visibility" />
      <p>{t('view_as_banner', { role: mode.role.name })}</p>
      <button type="button" className="view-as-leave" onClick={leaveViewAs}>
        <Icon name="logout" />
        {t('view_as_leave')}
      </button>
    </div>
  );
}
