import { memo, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { Switch } from '../components/Switch';
import { effectiveOptions, hasInterface, useInterface } from '../interfaces/registry';
import { FieldMenu } from './FieldMenu';
import type { FormField as FormFieldEntry } from './layout';
import { FieldNote } from './FieldNote';
import { DEFERRED_INPUTS, OnScreen } from './OnScreen';
import { isRawOnlyField, rawText, useFieldRelation } from './relational';

export interface FormFieldProps {
  entry: FormFieldEntry;
  label: string;
  collection: string;
  primaryKey: string | number | null;
  newItem: boolean;
  fields: Record<string, Field>;
  /** Saved values merged with staged edits. */
  values: Record<string, unknown>;
  /** The value when the form opened (undo changes). */
  initial: unknown;
  error?: string;
  /** Batch mode: the activation switch and whether it is on. */
  batch?: { active: boolean; onToggle(on: boolean): void };
  /** Extra options merged over the field's own (e.g. the status blacklist of a new item). */
  extraOptions?: Record<string, unknown>;
  /** Marks the field (e.g. a conflicting value). */
  highlight?: boolean;
  /** Prefix of the control ids, unique per form on the page. */
  idPrefix: string;
  onInput(field: string, value: unknown): void;
}

/** One field: label (with required star and menu), the interface's Input, error and note. */
export const FormField = memo(function FormField(props: FormFieldProps) {
  const { field } = props.entry;
  // A relational or JSON field whose interface is not in this build shows its raw value instead
  // of a datatype fallback that would mangle it (and without the fallback's toast).
  const missing = !!field.interface && !hasInterface(field.interface) && isRawOnlyField(field);
  return missing ? <FieldBody {...props} iface={null} /> : <LoadedField {...props} />;
});

function LoadedField(props: FormFieldProps) {
  const { field } = props.entry;
  const { module, fallback, loading, error } = useInterface(field.interface, field.datatype, field.field);
  // The same interface state keeps the same object: the field body then skips re-rendering.
  const iface = useMemo(() => ({ module, fallback, loading, error }), [module, fallback, loading, error]);
  return <FieldBody {...props} iface={iface} />;
}

const FieldBody = memo(function FieldBody(
  props: FormFieldProps & { iface: ReturnType<typeof useInterface> | null },
) {
  const { entry, label, collection, values, batch, error, onInput } = props;
  const { field } = entry;
  const { t } = useTranslation();
  const iface = props.iface ?? { module: null, fallback: true, loading: false, error: null };
  const missing = props.iface === null;
  const inputId = `${props.idPrefix}-${collection}-${field.field}`;
  const value = values[field.field];
  const relation = useFieldRelation(collection, field.field);
  const readonly = entry.readonly || (!!batch && !batch.active);
  const unavailable = missing || (iface.fallback && isRawOnlyField(field));
  const meta = iface.module?.meta;
  const options = useMemo(
    () => ({ ...(meta ? effectiveOptions(meta, field.options, 'input') : {}), ...props.extraOptions }),
    [meta, field.options, props.extraOptions],
  );
  const onInputRef = useRef(onInput);
  onInputRef.current = onInput;
  const stage = useMemo(() => (v: unknown) => onInputRef.current(field.field, v), [field.field]);
  const setField = useMemo(() => (name: string, v: unknown) => onInputRef.current(name, v), []);

  const Input = iface.module?.Input;
  const hideLabel = !!meta?.hideLabel;
  const className = [
    'form-field',
    `width-${entry.width}`,
    readonly ? 'readonly' : '',
    error ? 'has-error' : '',
    props.highlight ? 'highlight' : '',
    meta?.fieldset ? 'subgrid-field' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className} data-field={field.field}>
      {(!hideLabel || batch) && (
        <div className="form-field-label-row">
          {batch && (
            <Switch isSelected={batch.active} onChange={batch.onToggle}>
              {t('batch_edit_field', { field: label })}
            </Switch>
          )}
          {!hideLabel && (
            <label id={`${inputId}-label`} htmlFor={inputId} className="form-field-label">
              {label}
              {field.required && (
                <span className="form-field-required" aria-hidden="true" title={t('required')}>
                  *
                </span>
              )}
            </label>
          )}
          {props.highlight && <span className="form-field-changed">{t('field_changed')}</span>}
          {!readonly && !batch && !unavailable && Input && (
            <FieldMenu
              label={label}
              value={value}
              defaultValue={field.default_value}
              initial={props.initial}
              onSet={stage}
            />
          )}
        </div>
      )}
      <div className="form-field-input">
        {!unavailable && (iface.loading || (!Input && !iface.error)) ? (
          <div className="form-field-loading" aria-busy="true" aria-label={t('loading')} />
        ) : unavailable || !Input ? (
          <div className="form-field-unavailable">
            <pre id={inputId} aria-labelledby={`${inputId}-label`} tabIndex={0}>
              {rawText(value)}
            </pre>
            <p className="form-field-note">
              {t('interface_not_available', { interface: field.interface ?? field.type })}
            </p>
          </div>
        ) : (
          <Deferred id={iface.module!.id}>
            <Input
              id={iface.module!.id}
              name={field.field}
              value={value as never}
              type={field.type ?? iface.module!.meta.types[0] ?? 'string'}
              length={field.length}
              datatype={field.datatype}
              readonly={readonly}
              required={field.required}
              loading={false}
              options={options}
              newItem={props.newItem}
              relation={relation}
              savedValue={props.initial}
              fields={props.fields}
              collection={collection}
              primaryKey={props.primaryKey}
              values={values}
              width={entry.width}
              onInput={stage}
              onSetField={setField}
              inputId={inputId}
            />
          </Deferred>
        )}
      </div>
      {error && (
        <p className="form-field-error" role="alert" id={`${inputId}-error`}>
          {error}
        </p>
      )}
      {field.note && <FieldNote note={field.note} />}
    </div>
  );
});

/** Heavy editors wait until their field is near the screen (see {@link DEFERRED_INPUTS}). */
function Deferred({ id, children }: { id: string; children: ReactNode }) {
  const height = DEFERRED_INPUTS[id];
  return height === undefined ? <>{children}</> : <OnScreen height={height}>{children}</OnScreen>;
}
