import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import type { InterfaceModule } from '../types';
import { effectiveOptions, hasInterface, loadInterface } from '../registry';
import { metaText } from '../meta-text';
import type { RepeaterField } from './repeater-fields';

interface Props {
  field: RepeaterField;
  value: unknown;
  row: Record<string, unknown>;
  readonly: boolean;
  inputId: string;
  /** Show the field's label above it (hidden for inline rows, where it labels the control only). */
  showLabel: boolean;
  collection: string;
  onInput(value: unknown): void;
}

function titleCase(name: string) {
  return name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * One sub-field of a repeater row: its interface's Input from the registry (lazily loaded), or a
 * plain text box holding the raw value when that interface doesn't exist in this build.
 */
export default function NestedField(props: Props) {
  const { field, value, row, readonly, inputId, showLabel, collection, onInput } = props;
  const { t } = useTranslation();
  const id = field.interface || 'text-input';
  const [mod, setMod] = useState<InterfaceModule | null | 'missing'>(hasInterface(id) ? null : 'missing');
  useEffect(() => {
    if (!hasInterface(id)) return;
    let live = true;
    loadInterface(id).then(
      (m) => live && setMod(m),
      () => live && setMod('missing'),
    );
    return () => {
      live = false;
    };
  }, [id]);
  const label = titleCase(field.field);
  let control;
  if (mod === 'missing') {
    control = (
      <input
        id={inputId}
        className="input"
        value={
          value === null || value === undefined
            ? ''
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value)
        }
        readOnly={readonly}
        disabled={readonly}
        aria-label={showLabel ? undefined : label}
        onChange={(event) => onInput(event.target.value === '' ? null : event.target.value)}
      />
    );
  } else if (mod === null) {
    control = <div className="input repeater-field-loading" aria-busy="true" />;
  } else {
    const options = effectiveOptions(mod.meta, field.options ?? null, 'input');
    for (const [key, option] of Object.entries(options))
      options[key] = typeof option === 'string' ? metaText(t, id, option) : option;
    const fields: Record<string, Field> = {};
    control = (
      <mod.Input
        id={id}
        name={field.field}
        value={value}
        type={field.type || mod.meta.types[0] || 'string'}
        length={null}
        datatype={null}
        readonly={readonly}
        required={false}
        loading={false}
        options={options}
        newItem={false}
        relation={null}
        fields={fields}
        collection={collection}
        primaryKey={null}
        values={row}
        width={field.width === 'full' ? 'full' : 'half'}
        inputId={inputId}
        onInput={onInput}
      />
    );
  }
  return (
    <div className={`repeater-field repeater-field-${field.width === 'full' ? 'full' : 'half'}`}>
      {showLabel ? (
        <label className="repeater-field-label" htmlFor={inputId}>
          {label}
        </label>
      ) : (
        <label className="visually-hidden" htmlFor={inputId}>
          {label}
        </label>
      )}
      {control}
      {field.note ? <p className="field-note">{field.note}</p> : null}
    </div>
  );
}
