import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../components/Icon';

interface ErrorScreenProps {
  icon?: string;
  title: string;
  body: string;
  details?: string | null;
  /** Offer the way out: log out and pick another project. */
  logoutLink?: boolean;
}

/** Full-page error (hydration failure, missing extensions). */
export function ErrorScreen({ icon = 'error_outline', title, body, details, logoutLink }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="error-screen" aria-labelledby="error-title">
      <Icon name={icon} size={64} />
      <h1 id="error-title">{title}</h1>
      <p>{body}</p>
      {details && <p className="error-details">{details}</p>}
      {logoutLink && (
        <Link className="button button-secondary" to="/logout">
          <span>{t('logout_other_project')}</span>
        </Link>
      )}
    </main>
  );
}
