import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrimaryKey } from '@atrium/sdk';
import { Icon } from '../../components/Icon';
import { ItemSelectModal } from '../../item-select/ItemSelectModal';
import { Notice } from '../../components/Notice';
import { useItems } from '../../api/items/queries';
import { useProjectKey } from '../../api/project-key';
import { isRow, keyOf, type Row } from '../related/payload';
import { useRelatedCollection, useRowsByKey } from '../related/use-related';
import type { InputProps } from '../types';
import { itemLabel, visibleFields, type LabelOptions } from './label';
import { placeholderText } from './placeholder';
import './many-to-one.css';

interface Options extends LabelOptions {
  placeholder?: string | null;
  threshold?: number | string | null;
  icon?: string | null;
}

/** Related items a dropdown lists before the modal takes over (product.md §9). */
export const DEFAULT_THRESHOLD = 20;

/**
 * Many to one (app-catalogue §1 Relational): a select of the first `threshold` related items
 * labelled by the template; when the related collection holds more, a button that opens the
 * single-select item modal instead. Emits the related primary key, `null` when cleared.
 */
export default function ManyToOneInput(props: InputProps<unknown, Options>) {
  const { value, options, readonly, required, relation, inputId, onInput } = props;
  const { t } = useTranslation();
  const project = useProjectKey();
  const related = relation?.collection_one ?? null;
  const rel = useRelatedCollection(related);
  const pk = rel.primaryKey;
  const threshold = Math.max(1, Number(options.threshold) || DEFAULT_THRESHOLD);
  const first = useItems<Row>(
    project,
    related ?? '',
    { fields: '*.*', limit: threshold, meta: 'total_count', sort: pk },
    { enabled: !!project && !!related && !!rel.fields },
  );
  const [picked, setPicked] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);

  const key = keyOf(value, pk);
  const items = useMemo(() => first.data?.data ?? [], [first.data]);
  const inList = key !== null ? items.find((i) => String(i[pk]) === String(key)) : undefined;
  const known =
    (isRow(value) ? value : null) ?? (picked && String(picked[pk]) === String(key) ? picked : null) ?? inList;
  const fetched = useRowsByKey(related, pk, key !== null && !known ? [key] : []);
  const current = known ?? (key !== null ? fetched.get(String(key)) : undefined);

  if (!relation || !related) {
    return <Notice color="warning">{t('interfaces.many-to-one.relation_missing')}</Notice>;
  }
  if (rel.fields === null) {
    return <Notice color="warning">{t('interfaces.many-to-one.relation_missing')}</Notice>;
  }
  if (rel.loading || first.isPending) {
    return <div className="form-field-loading" aria-busy="true" aria-label={t('loading')} />;
  }
  if (first.isError) {
    return <Notice color="danger">{t('interfaces.many-to-one.load_failed')}</Notice>;
  }

  const total = first.data?.meta?.total_count ?? items.length;
  const placeholder = placeholderText(t, options.placeholder);
  const label = (item: Row | undefined) =>
    item ? itemLabel(item, pk, options) : key !== null ? String(key) : '';
  const icon = options.icon ? <Icon name={options.icon} className="m2o-icon" /> : null;

  if (total > threshold) {
    return (
      <div className="m2o">
        <button
          type="button"
          id={inputId}
          className={`input m2o-button${options.icon ? ' has-icon' : ''}`}
          disabled={readonly}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {icon}
          <span className={key === null ? 'm2o-placeholder' : 'm2o-value'}>
            {key === null ? placeholder : label(current)}
          </span>
          <Icon name="list" className="m2o-open" />
        </button>
        {key !== null && !readonly && !required && (
          <button
            type="button"
            className="m2o-clear"
            aria-label={t('interfaces.many-to-one.clear')}
            title={t('interfaces.many-to-one.clear')}
            onClick={() => onInput(null)}
          >
            <Icon name="close" />
          </button>
        )}
        {open && (
          <ItemSelectModal
            collection={related}
            mode="single"
            selected={key !== null ? [key] : []}
            fields={visibleFields(options)}
            onCancel={() => setOpen(false)}
            onSelect={(keys: PrimaryKey[], rows) => {
              setOpen(false);
              const next = keys[0] ?? null;
              setPicked(rows.find((r) => String(r[pk]) === String(next)) ?? null);
              if (String(next) !== String(key)) onInput(next);
            }}
          />
        )}
      </div>
    );
  }

  const options_ = items.map((item) => ({ key: item[pk] as PrimaryKey, text: label(item) }));
  if (key !== null && !inList) options_.unshift({ key, text: label(current) });
  return (
    <div className="m2o">
      {icon}
      <select
        id={inputId}
        className={`input select${options.icon ? ' has-icon' : ''}`}
        value={key === null ? '' : String(key)}
        disabled={readonly}
        onChange={(e) => {
          const chosen = options_.find((o) => String(o.key) === e.target.value);
          onInput(chosen ? chosen.key : null);
        }}
      >
        <option value="" disabled={required}>
          {placeholder}
        </option>
        {options_.map((o) => (
          <option key={String(o.key)} value={String(o.key)}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}
