import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import { metaText } from '../meta-text';
import RepeaterRows from '../repeater/RepeaterRows';
import type { RepeaterField } from '../repeater/repeater-fields';
import { objectToRows, rowsToObject } from './key-value-rows';

interface Options {
  keyInterface: string | null;
  keyType: string | null;
  keyOptions: Record<string, unknown> | null;
  valueInterface: string | null;
  valueType: string | null;
  valueOptions: Record<string, unknown> | null;
}

function translated(t: Parameters<typeof metaText>[0], options: Record<string, unknown> | null) {
  if (!options) return null;
  return Object.fromEntries(
    Object.entries(options).map(([k, v]) => [k, typeof v === 'string' ? metaText(t, 'key-value', v) : v]),
  );
}

/** Pairs of key and value edited in two inline half fields; stored as an object, none → null. */
export default function KeyValueInput(props: InputProps<Record<string, unknown>, Options>) {
  const { value, options, readonly, inputId, onInput, collection } = props;
  const { t } = useTranslation();
  const fields = useMemo<RepeaterField[]>(
    () => [
      {
        field: 'key',
        width: 'half',
        interface: options.keyInterface || 'text-input',
        type: options.keyType || 'string',
        options: translated(t, options.keyOptions),
      },
      {
        field: 'value',
        width: 'half',
        interface: options.valueInterface || 'text-input',
        type: options.valueType || 'string',
        options: translated(t, options.valueOptions),
      },
    ],
    [
      t,
      options.keyInterface,
      options.keyType,
      options.keyOptions,
      options.valueInterface,
      options.valueType,
      options.valueOptions,
    ],
  );
  return (
    <RepeaterRows
      value={value}
      toRows={objectToRows}
      toValue={rowsToObject}
      onInput={(v) => onInput(v as Record<string, unknown> | null)}
      fields={fields}
      template="{{ key }}"
      placeholder=""
      createItemText={t('interfaces.key-value.add_pair')}
      limit={null}
      duplicable={false}
      readonly={readonly}
      width="full"
      collection={collection}
      inputId={inputId}
    />
  );
}
