import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Header } from '../../shell/Header';

/** Screens of later issues (listing, item, files, users, activity, settings, modules). */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Header title={t(title)} />
      <div className="page-body">
        <div className="empty-state">
          <Icon name="construction" size={64} />
          <h2>{t('coming_soon')}</h2>
        </div>
      </div>
    </>
  );
}
