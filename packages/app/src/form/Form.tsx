import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { Field } from '@atrium/sdk';
import { FormField } from './FormField';
import { useInterfacesReady } from './interfaces-ready';
import { fieldLabel } from './label';
import { layoutFields, type LayoutRules } from './layout';
import { currentValues, type StagingStore } from './staging';
import './Form.css';

export interface FormProps {
  store: StagingStore;
  collection: string;
  fields: Record<string, Field>;
  primaryKey?: string | number | null;
  newItem?: boolean;
  rules?: LayoutRules;
  /** Batch mode: fields are blocked until switched on. */
  batch?: boolean;
  /** Statuses a new item may not take; passed to status fields as `options.status_blacklist`. */
  statusBlacklist?: string[];
  /** Server validation errors by field name. */
  errors?: Record<string, string>;
  /** Fields to mark (e.g. those that differ from another version). */
  highlight?: ReadonlySet<string>;
  className?: string;
  /** Prefix of the control ids when several forms share a page (default `field`). */
  idPrefix?: string;
  /** Labels by field name, over the default `fields.<collection>.<field>` / Title Case. */
  labels?: Record<string, string>;
}

/**
 * A form over a collection's fields (app-catalogue §0 "Form layout"): the grid of half / full /
 * fill widths, each field's interface through the registry, staged edits in `store`.
 */
export function Form(props: FormProps) {
  const { store, collection, fields, rules, batch, errors, statusBlacklist } = props;
  const { t } = useTranslation();
  const saved = useStore(store, (s) => s.saved);
  const edits = useStore(store, (s) => s.edits);
  const active = useStore(store, (s) => s.active);
  const values = useMemo(() => currentValues({ saved, edits }), [saved, edits]);
  const entries = useMemo(() => layoutFields(fields, rules), [fields, rules]);
  const entryFields = useMemo(() => entries.map((e) => e.field), [entries]);
  // Once per form and language, not on every keystroke (a missing message is a slow lookup).
  const { labels: given } = props;
  const labels = useMemo(
    () =>
      Object.fromEntries(
        entries.map(({ field: { field: name } }) => [name, given?.[name] ?? fieldLabel(t, collection, name)]),
      ),
    [entries, given, t, collection],
  );
  const ready = useInterfacesReady(entryFields);
  const onInput = useCallback(
    (field: string, value: unknown) => store.getState().stage(field, value),
    [store],
  );
  const statusOptions = useMemo(
    () => (statusBlacklist?.length ? { status_blacklist: statusBlacklist } : undefined),
    [statusBlacklist],
  );

  const className = `form${props.className ? ` ${props.className}` : ''}`;
  // While the interfaces load (at most INTERFACES_WAIT_MS), the form stays empty rather than drawing
  // fields of a placeholder's height that then jump to their own (a layout shift on every open).
  if (!ready) return <div className={`${className} form-waiting`} aria-busy="true" />;
  return (
    <div className={className}>
      {entries.map((entry) => {
        const name = entry.field.field;
        return (
          <FormField
            key={name}
            entry={entry}
            label={labels[name]!}
            collection={collection}
            primaryKey={props.primaryKey ?? null}
            newItem={!!props.newItem}
            fields={fields}
            values={values}
            initial={saved[name] ?? null}
            error={errors?.[name]}
            highlight={props.highlight?.has(name)}
            extraOptions={String(entry.field.type) === 'status' ? statusOptions : undefined}
            batch={
              batch
                ? { active: active.includes(name), onToggle: (on) => store.getState().setActive(name, on) }
                : undefined
            }
            idPrefix={props.idPrefix ?? 'field'}
            onInput={onInput}
          />
        );
      })}
    </div>
  );
}
