import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Form } from '../../form/Form';
import { createStaging, currentValues } from '../../form/staging';
import type { InterfaceMeta } from '../types';
import { optionFields } from './option-fields';

/**
 * An interface's options edited with the form engine: each option through its own interface,
 * advanced ones collapsed; every change reports the whole options object.
 */
export function OptionsForm({
  meta,
  value,
  onChange,
  idPrefix,
}: {
  meta: Pick<InterfaceMeta, 'options'>;
  value: Record<string, unknown>;
  onChange(options: Record<string, unknown>): void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const [store] = useState(() => createStaging(value));
  const saved = useStore(store, (s) => s.saved);
  const edits = useStore(store, (s) => s.edits);
  const values = useMemo(() => currentValues({ saved, edits }), [saved, edits]);
  const form = useMemo(() => optionFields(meta), [meta]);
  useEffect(() => {
    if (JSON.stringify(values) !== JSON.stringify(value)) onChange(values);
    // Reports edits made in the form; `value` is what it started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);
  if (!Object.keys(form.basic).length && !Object.keys(form.advanced).length)
    return <p className="settings-dim">{t('field_wizard.no_options')}</p>;
  return (
    <div className="options-form">
      <Form
        store={store}
        collection="$options"
        fields={form.basic}
        labels={form.labels}
        idPrefix={`${idPrefix}-opt`}
      />
      {Object.keys(form.advanced).length > 0 && (
        <details className="options-advanced">
          <summary>{t('field_wizard.advanced_options')}</summary>
          <Form
            store={store}
            collection="$options"
            fields={form.advanced}
            labels={form.labels}
            idPrefix={`${idPrefix}-adv`}
          />
        </details>
      )}
    </div>
  );
}
