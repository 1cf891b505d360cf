import { memo, useEffect, useState } from 'react';
import type { Field } from '@atrium/sdk';
import { effectiveOptions, hasInterface, loadDisplay, loadedDisplay, type DisplayModule } from '../registry';
import { plainValue } from './plainValue';
import { SecretCell } from './SecretCell';
import './FieldDisplay.css';

interface FieldDisplayProps {
  field: Pick<Field, 'field' | 'type' | 'interface' | 'options' | 'length' | 'datatype'>;
  value: unknown;
  /** The whole row. */
  values: Record<string, unknown>;
  collection: string;
}

/**
 * The Display of a cell's interface (without its Input): at once when already loaded (cells
 * mounted later paint it first).
 */
function useCellInterface(id: string | null): DisplayModule | null {
  const known = id ? loadedDisplay(id) : null;
  const [module, setModule] = useState<DisplayModule | null>(known);
  useEffect(() => {
    if (!id || loadedDisplay(id) || !hasInterface(id)) return;
    let live = true;
    loadDisplay(id).then(
      (m) => {
        if (live) setModule(m);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  return known ?? (module && module.id === id ? module : null);
}

/**
 * One field's value in a table cell or card line (app-catalogue.md §0, keep): `null` and `''` show
 * a dim `--` without calling the Display, except on alias fields; otherwise the field interface's
 * Display, loaded on demand. Until it has loaded, or when the interface doesn't exist, the value
 * shows as plain text — never blank.
 */
export const FieldDisplay = memo(function FieldDisplay({
  field,
  value,
  values,
  collection,
}: FieldDisplayProps) {
  const module = useCellInterface(field.interface);
  const isAlias = field.type === 'alias';
  if (field.type === 'hash') return <SecretCell value={value} />;
  if (!isAlias && (value === null || value === undefined || value === '')) {
    return (
      <span className="field-display-empty" aria-label="--">
        --
      </span>
    );
  }
  if (module) {
    const { Display } = module;
    return (
      <Display
        name={field.field}
        value={value}
        type={field.type}
        length={field.length}
        datatype={field.datatype}
        values={values}
        collection={collection}
        relation={null}
        options={effectiveOptions(module.meta, field.options, 'display')}
      />
    );
  }
  const options = field.options && !Array.isArray(field.options) ? field.options : null;
  return <span className="field-display-plain">{plainValue(value, options)}</span>;
});
