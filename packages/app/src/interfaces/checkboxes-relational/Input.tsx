import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/Checkbox';
import { Notice } from '../../components/Notice';
import { useItems } from '../../api/items/queries';
import { useProjectKey } from '../../api/project-key';
import { itemLabel } from '../many-to-one/label';
import {
  keyOf,
  savedRows,
  stagedPayload,
  valueToStage,
  withRemoval,
  withRestore,
  workingRows,
  type Row,
} from '../related/payload';
import { useRelatedCollection } from '../related/use-related';
import type { InputProps } from '../types';
import './checkboxes-relational.css';

interface Options {
  grid?: number | string | null;
  template?: string | null;
  listing_template?: string | null;
}

const DELETE = { kind: 'delete' } as const;

/**
 * Checkboxes relational (app-catalogue §1 Relational): every item of the related collection as a
 * checkbox; checked = linked through the junction. Checking links (`{<jf>: pk}`, or restores a
 * saved link unchecked in this session), unchecking a saved link stages `{jpk, $delete: true}`.
 */
export default function CheckboxesRelationalInput(props: InputProps<unknown, Options>) {
  const { value, savedValue, options, readonly, relation, onInput } = props;
  const { t } = useTranslation();
  const project = useProjectKey();
  const junction = relation?.collection_many ?? null;
  const jf = relation?.junction_field ?? '';
  const related = relation?.junction?.collection_one ?? null;
  const junctionInfo = useRelatedCollection(junction);
  const relatedInfo = useRelatedCollection(related);
  const jpk = junctionInfo.primaryKey;
  const rpk = relatedInfo.primaryKey;
  const all = useItems<Row>(
    project,
    related ?? '',
    { limit: -1, fields: '*.*', sort: rpk },
    { enabled: !!project && !!related && !!relatedInfo.fields },
  );

  const payload = useMemo(() => stagedPayload(value, savedValue), [value, savedValue]);
  const saved = useMemo(() => savedRows(savedValue, jpk), [savedValue, jpk]);
  const working = useMemo(() => workingRows(saved, payload, jpk, DELETE), [saved, payload, jpk]);

  if (!relation || !junction || !related || !jf) {
    return <Notice color="warning">{t('interfaces.checkboxes-relational.relation_missing')}</Notice>;
  }
  if (all.isPending || junctionInfo.loading || relatedInfo.loading)
    return <div className="form-field-loading" aria-busy="true" aria-label={t('loading')} />;
  if (all.isError) return <Notice color="danger">{t('interfaces.checkboxes-relational.load_failed')}</Notice>;

  const emit = (next: Row[]) => onInput(valueToStage(next, savedValue));
  const linked = (key: unknown) => working.find((r) => String(keyOf(r.row[jf], rpk)) === String(key));
  const toggle = (key: string | number, on: boolean) => {
    if (on) {
      const removed = saved.find((r) => String(keyOf(r[jf], rpk)) === String(key));
      emit(removed ? withRestore(payload, jpk, keyOf(removed, jpk)!) : [...payload, { [jf]: key }]);
    } else {
      const row = linked(key);
      if (row) emit(withRemoval(payload, row, jpk, DELETE));
    }
  };

  const items = all.data?.data ?? [];
  if (items.length === 0)
    return <p className="related-none">{t('interfaces.checkboxes-relational.no_items')}</p>;
  const columns = Math.max(1, Number(options.grid) || 2);
  return (
    <div className="checkboxes-relational" style={{ '--checkbox-columns': columns } as CSSProperties}>
      {items.map((item) => {
        const key = item[rpk] as string | number;
        return (
          <Checkbox
            key={String(key)}
            isSelected={!!linked(key)}
            isReadOnly={readonly}
            isDisabled={readonly}
            onChange={(on) => toggle(key, on)}
          >
            {itemLabel(item, rpk, { template: options.template })}
          </Checkbox>
        );
      })}
    </div>
  );
}
