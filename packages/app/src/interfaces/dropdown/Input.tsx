import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { parseChoices } from '../choices';
import type { InputProps } from '../types';
import { placeholderText } from './placeholder';
import './dropdown.css';

interface Options {
  choices?: unknown;
  placeholder?: string | null;
  allow_other?: boolean | null;
  icon?: string | null;
}

const OTHER = '\u0000other';

/**
 * A select of the choices. String choices are JSON-parsed; an unreadable string shows a warning
 * with the parse error instead of the select. `allow_other` adds an "Other" group whose entry
 * reveals a free text box. The placeholder entry clears to `null` unless the field is required.
 */
export default function DropdownInput(props: InputProps<string, Options>) {
  const { value, options, readonly, required, inputId, onInput } = props;
  const { t } = useTranslation();
  const { choices, error } = parseChoices(options.choices);
  const current = value === null || value === undefined ? '' : String(value);
  const known = current === '' || current in choices;
  const [other, setOther] = useState(!known && !!options.allow_other);
  const otherBox = useRef<HTMLInputElement>(null);
  const [focusOther, setFocusOther] = useState(false);

  useEffect(() => {
    // The text box takes the focus only when the user picked "Enter Value".
    if (focusOther) otherBox.current?.focus();
  }, [focusOther]);

  if (error) {
    return (
      <div className="notice notice-warning" role="alert">
        <Icon name="warning" />
        <div>
          {t('interfaces.dropdown.options_invalid')}
          <pre className="dropdown-error">{error}</pre>
        </div>
      </div>
    );
  }

  const selectValue = other ? OTHER : current;
  return (
    <div className="dropdown-input">
      <div className="dropdown-select">
        {options.icon ? <Icon name={options.icon} className="dropdown-icon" /> : null}
        <select
          id={inputId}
          className={`input select${options.icon ? ' has-icon' : ''}`}
          value={selectValue}
          disabled={readonly}
          onChange={(e) => {
            const next = e.target.value;
            if (next === OTHER) {
              setOther(true);
              setFocusOther(true);
              return;
            }
            setOther(false);
            setFocusOther(false);
            onInput(next === '' ? null : next);
          }}
        >
          <option value="" disabled={required}>
            {placeholderText(t, options.placeholder)}
          </option>
          {Object.entries(choices).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
          {!known && !options.allow_other ? <option value={current}>{current}</option> : null}
          {options.allow_other ? (
            <optgroup label={t('interfaces.dropdown.other')}>
              <option value={OTHER}>{t('interfaces.dropdown.enter_value')}</option>
            </optgroup>
          ) : null}
        </select>
      </div>
      {other ? (
        <input
          className="input dropdown-other"
          type="text"
          aria-label={t('interfaces.dropdown.other_value')}
          placeholder={t('interfaces.dropdown.enter_value')}
          value={known ? '' : current}
          readOnly={readonly}
          ref={otherBox}
          onChange={(e) => onInput(e.target.value === '' ? null : e.target.value)}
        />
      ) : null}
    </div>
  );
}
