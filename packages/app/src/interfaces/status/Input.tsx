import { useEffect, type CSSProperties } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import type { InputProps } from '../types';
import { useLabelId } from '../use-label-id';
import { statusEntries, statusName, tokenColor } from './status-mapping';
import './status.css';

interface Options {
  simpleBadge: boolean | null;
  status_mapping: unknown;
  /**
   * Statuses the user's role may not set (its `status_blacklist`: `$create` on a new item, else
   * the one for the status at load). Injected by the form engine, not a field option.
   */
  status_blacklist?: string[] | null;
}

/**
 * One radio per status of the mapping; blacklisted statuses are disabled. On a new item without a
 * value the first allowed status is staged at once (app-catalogue §8.9).
 */
export default function StatusInput(props: InputProps<string, Options>) {
  const { value, options, readonly, newItem, inputId, onInput } = props;
  const labelId = useLabelId(inputId);
  const entries = statusEntries(options.status_mapping);
  const blocked = new Set(options.status_blacklist ?? []);
  const firstAllowed = entries.find(([key]) => !blocked.has(key))?.[0];
  const empty = value === null || value === undefined || value === '';
  useEffect(() => {
    if (newItem && empty && !readonly && firstAllowed !== undefined) onInput(firstAllowed);
  }, [newItem, empty, readonly, firstAllowed, onInput]);
  return (
    <RadioGroup
      id={inputId}
      className="status-input"
      aria-labelledby={labelId}
      aria-label={labelId ? undefined : 'Status'}
      value={value ?? null}
      onChange={onInput}
      isReadOnly={readonly}
    >
      {entries.map(([key, entry]) => (
        <Radio
          key={key}
          value={key}
          className="status-radio"
          isDisabled={blocked.has(key) && key !== value}
          style={
            { '--status-color': tokenColor(entry.background_color, 'var(--blue-grey)') } as CSSProperties
          }
        >
          <span className="status-radio-mark" aria-hidden="true" />
          {statusName(key, entry)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
