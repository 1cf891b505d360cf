import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { refusePage } from '../../stores/page-record';
import { Icon } from '../../components/Icon';
import { Header } from '../../shell/Header';
import { InfoSidebarContent } from '../../shell/InfoSidebar';

/** Any other path (product.md §2): page_not_found, page_not_found_body, not_interested icon. */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Not the page to come back to after the next sign-in (issue 31 #9).
  useEffect(() => refusePage(pathname), [pathname]);
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
