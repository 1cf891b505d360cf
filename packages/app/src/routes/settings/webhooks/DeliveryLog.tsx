import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Notice } from '../../../components/Notice';
import { Spinner } from '../../../components/Spinner';
import { useProjectKey } from '../../../api/project-key';
import { useDeliveries } from '../../../api/webhooks/queries';
import './webhooks.css';

const OUTCOMES = ['pending', 'success', 'failed'];

/** A delivery's outcome in words (an unknown one as stored). */
const outcome = (t: TFunction, status: string) =>
  // i18n-dynamic: webhook_delivery_pending, webhook_delivery_success, webhook_delivery_failed
  OUTCOMES.includes(status) ? t(`webhook_delivery_${status}`) : status;

/** The webhook's delivery log (newest first): when, event, item, outcome, HTTP status, error. */
export function DeliveryLog({ webhook }: { webhook: string }) {
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const deliveries = useDeliveries(project, webhook);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
      new Date(iso.includes('T') || iso.endsWith('Z') ? iso : `${iso.replace(' ', 'T')}Z`),
    );
  return (
    <section className="webhook-deliveries" aria-labelledby="webhook-deliveries-heading">
      <div className="webhook-deliveries-head">
        <h2 id="webhook-deliveries-heading" className="section-title">
          {t('webhook_deliveries')}
        </h2>
        <Button variant="tertiary" icon="refresh" onClick={() => void deliveries.refetch()}>
          {t('webhook_deliveries_refresh')}
        </Button>
      </div>
      {deliveries.isPending ? (
        <Spinner label={t('loading')} />
      ) : deliveries.error ? (
        <Notice color="danger">{t('webhook_deliveries_failed')}</Notice>
      ) : !deliveries.data.length ? (
        <p className="info-text">{t('webhook_deliveries_empty')}</p>
      ) : (
        // Wider than a narrow window: the table scrolls sideways in its own box (by keyboard too).
        <div
          className="webhook-deliveries-table"
          role="group"
          aria-label={t('webhook_deliveries')}
          tabIndex={0}
        >
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('webhook_delivery_when')}</th>
                <th scope="col">{t('webhook_delivery_event')}</th>
                <th scope="col">{t('webhook_delivery_item')}</th>
                <th scope="col">{t('webhook_delivery_outcome')}</th>
                <th scope="col">{t('webhook_delivery_response')}</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.map((d) => (
                <tr key={d.id}>
                  <td>{when(d.created_on)}</td>
                  <td>
                    <code>{d.event}</code>
                  </td>
                  <td>{d.item ?? '—'}</td>
                  <td>
                    <span className={`delivery-status delivery-${d.status}`}>{outcome(t, d.status)}</span>{' '}
                    {d.attempts > 1 && t('webhook_delivery_attempts', { count: d.attempts })}
                  </td>
                  <td>
                    {d.response_status ?? '—'}
                    {d.error && <div className="delivery-error">{d.error}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
