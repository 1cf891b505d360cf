import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import { metaText } from '../meta-text';
import RepeaterRows from './RepeaterRows';
import { repeaterFields } from './repeater-fields';
import { rowsToValue, valueToRows } from './repeater-value';

interface Options {
  template: string | null;
  fields: unknown;
  placeholder: string | null;
  createItemText: string | null;
  limit: number | string | null;
  duplicable: boolean | null;
  structure: 'array' | 'object' | null;
  structure_key: string | null;
}

/**
 * A list of small records, each edited with its sub-fields' own interfaces. Stored as an array, or
 * an object keyed by `structure_key`; no rows store null.
 */
export default function RepeaterInput(props: InputProps<unknown, Options>) {
  const { value, options, readonly, inputId, onInput, width, collection } = props;
  const { t } = useTranslation();
  const structureKey = options.structure === 'object' ? options.structure_key || null : null;
  const limit = options.limit === null || options.limit === '' ? null : Number(options.limit);
  return (
    <RepeaterRows
      value={value}
      toRows={(v) => valueToRows(v, structureKey)}
      toValue={(rows) => rowsToValue(rows, options.structure, structureKey)}
      onInput={onInput}
      fields={repeaterFields(options.fields)}
      template={options.template}
      placeholder={
        metaText(t, 'repeater', options.placeholder) || t('interfaces.repeater.placeholder_default')
      }
      createItemText={metaText(t, 'repeater', options.createItemText)}
      limit={Number.isFinite(limit) ? limit : null}
      duplicable={!!options.duplicable}
      readonly={readonly}
      width={width}
      collection={collection}
      inputId={inputId}
    />
  );
}
