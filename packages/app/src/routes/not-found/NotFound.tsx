import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Header } from '../../shell/Header';
import { InfoSidebarContent } from '../../shell/InfoSidebar';

/** Any other path (product.md §2): page_not_found, page_not_found_body, not_interested icon. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <Header title={t('page_not_found')} />
      <div className="page-body">
        <div className="empty-state">
          <Icon name="not_interested" size={64} />
          <h2>{t('page_not_found')}</h2>
          <p>{t('page_not_found_body')}</p>
        </div>
      </div>
      <InfoSidebarContent>
        <p className="info-text">{t('no_settings')}</p>
      </InfoSidebarContent>
    </>
  );
}
