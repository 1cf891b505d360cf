import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExactItemCount, useItemCountEstimate } from '../../api/items/count-queries';
import { type CountParams } from '../../api/items/keys';
import { Spinner } from '../../components/Spinner';
import './listing-extras.css';

interface EstimatedCountProps {
  project: string;
  collection: string;
  /** The view's filter, search and status: the count is of the rows they select. */
  params: CountParams;
}

/**
 * The item count of a listing. On big tables the server answers an estimate, shown as
 * "≈ N items (estimated)" with a "Count exactly" action; small tables are counted exactly.
 */
export function EstimatedCount({ project, collection, params }: EstimatedCountProps) {
  const { t, i18n } = useTranslation();
  const view = JSON.stringify(params);
  // The exact count is asked per view: another filter or search goes back to the estimate.
  const [exactFor, setExactFor] = useState<string | null>(null);
  const estimate = useItemCountEstimate(project, collection, params);
  const exact = useExactItemCount(
    project,
    collection,
    params,
    exactFor === view && estimate.data?.estimated === true,
  );
  const number = new Intl.NumberFormat(i18n.language);
  const exactText = (count: number) => t('count_exact', { count, n: number.format(count) });

  let content;
  if (estimate.isPending) {
    content = (
      <span className="listing-count-pending">
        <Spinner size={16} />
        {t('counting')}
      </span>
    );
  } else if (estimate.isError) {
    content = (
      <>
        <span>{t('count_failed')}</span>
        <button type="button" className="listing-count-action" onClick={() => void estimate.refetch()}>
          {t('count_retry')}
        </button>
      </>
    );
  } else if (!estimate.data.estimated) {
    content = <span>{exactText(estimate.data.count)}</span>;
  } else if (exact.data && exactFor === view) {
    content = <span>{exactText(exact.data.count)}</span>;
  } else {
    content = (
      <>
        <span className="listing-count-estimate" title={t('count_estimated_hint')}>
          {t('count_estimated', { n: number.format(estimate.data.count) })}
        </span>
        {exact.isError && exactFor === view && (
          <span className="listing-count-error">{t('count_failed')}</span>
        )}
        <button
          type="button"
          className="listing-count-action"
          disabled={exact.isFetching}
          aria-busy={exact.isFetching || undefined}
          onClick={() => {
            if (exactFor === view) void exact.refetch();
            else setExactFor(view);
          }}
        >
          {exact.isFetching ? t('counting') : t('count_exactly')}
        </button>
      </>
    );
  }
  return (
    <div className="listing-count" aria-live="polite">
      {content}
    </div>
  );
}
