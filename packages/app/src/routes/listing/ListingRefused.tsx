import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';

/**
 * A listing whose query the server refused (issue 31 #2): the server's reason, and a way out when
 * the view's search or filters are what it refused. The filter bar stays above it.
 */
export function ListingRefused({ reason, onClear }: { reason: string; onClear?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state listing-refused" role="alert">
      <Icon name="error_outline" size={64} />
      <h2>{t('query_refused')}</h2>
      <p className="listing-refused-reason">{reason}</p>
      {onClear && (
        <>
          <p>{t('query_refused_body')}</p>
          <Button variant="secondary" icon="clear" onClick={onClear}>
            {t('clear_filters')}
          </Button>
        </>
      )}
    </div>
  );
}
