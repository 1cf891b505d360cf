import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/Select';
import { formatBytes, INPUT_UNITS, unitFactor, unitFor, type InputUnit } from '../../lib/bytes';
import type { InputProps } from '../types';
import './file-size.css';

interface Options {
  placeholder?: string | null;
  formatInput?: boolean | null;
  decimal?: boolean | null;
}

const UNIT_CHOICES = INPUT_UNITS.map((u) => ({ value: u, label: u }));

const asNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * A size in bytes. With `formatInput`: a number and a unit (B … EB, each ×1000), the unit picked
 * from the size; emits `round(number × unit)`. Without: the raw number and its formatted size.
 */
export default function FileSizeInput(props: InputProps<number | string, Options>) {
  const { value, options, readonly, inputId, onInput } = props;
  const { t } = useTranslation();
  const bytes = asNumber(value);
  const [unit, setUnit] = useState<InputUnit>(() => unitFor(bytes ?? 0));
  const [text, setText] = useState(() => (bytes === null ? '' : String(bytes / unitFactor(unitFor(bytes)))));
  const emitted = useRef<number | null>(bytes);

  // A value from outside (reset, undo) re-picks the unit.
  useEffect(() => {
    if (bytes === emitted.current) return;
    emitted.current = bytes;
    const next = unitFor(bytes ?? 0);
    setUnit(next);
    setText(bytes === null ? '' : String(bytes / unitFactor(next)));
  }, [bytes]);

  const emit = (raw: string, u: InputUnit) => {
    const n = raw.trim() === '' ? null : Number(raw);
    if (n !== null && !Number.isFinite(n)) return;
    const out = n === null ? null : Math.round(n * unitFactor(u));
    emitted.current = out;
    onInput(out);
  };

  if (!options.formatInput) {
    return (
      <div className="file-size-input">
        <input
          id={inputId}
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={bytes ?? ''}
          placeholder={options.placeholder ?? undefined}
          readOnly={readonly}
          onChange={(e) => {
            const n = e.target.value === '' ? null : Math.round(Number(e.target.value));
            emitted.current = n;
            onInput(n);
          }}
        />
        {bytes !== null && (
          <span className="file-size-formatted">({formatBytes(bytes, options.decimal !== false)})</span>
        )}
      </div>
    );
  }

  return (
    <div className="file-size-input">
      <input
        id={inputId}
        className="input"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={text}
        placeholder={options.placeholder ?? undefined}
        readOnly={readonly}
        onChange={(e) => {
          setText(e.target.value);
          emit(e.target.value, unit);
        }}
      />
      <div className="file-size-unit">
        <Select
          label={t('interfaces.file-size.unit')}
          hideLabel
          choices={UNIT_CHOICES}
          value={unit}
          isDisabled={readonly}
          onChange={(next) => {
            if (!next) return;
            setUnit(next as InputUnit);
            emit(text, next as InputUnit);
          }}
        />
      </div>
    </div>
  );
}
