import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { Header } from './Header';

/**
 * A screen past sign-in whose code could not be loaded, or that failed to render: the error in the
 * content area under a header, with the navigation kept so the user can go elsewhere (issue 31).
 * Opening any screen again tries again.
 */
export function ContentFailed() {
  const { t } = useTranslation();
  return (
    <>
      <Header title={t('something_went_wrong')} />
      <div className="page-body">
        <div className="empty-state" role="alert">
          <Icon name="cloud_off" size={64} />
          <h2>{t('something_went_wrong')}</h2>
          <p>{t('chunk_load_error')}</p>
        </div>
      </div>
    </>
  );
}
