import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import { metaText } from '../meta-text';
import './secret.css';

export interface SecretOptions {
  hide: boolean | null;
  placeholder: string | null;
  showHash: boolean | null;
}

/**
 * A secret box (hashed and password interfaces): it starts empty because the stored value is a
 * hash; the placeholder tells whether a value is set (or shows the hash when `showHash`). What is
 * typed is sent as plain text and the server hashes it. Emptying the box again restores the stored
 * hash, so nothing stays staged.
 */
export default function SecretInput(props: InputProps<string, SecretOptions> & { messages: string }) {
  const { value, options, readonly, inputId, onInput, messages, newItem } = props;
  const { t } = useTranslation();
  const saved = useRef(value ?? null);
  // The API never returns a hash (api.md §4.1): a saved item without the value holds one as far as
  // the form can tell; a null value is a known empty one.
  const secured = useRef(!!saved.current || (!newItem && value === undefined));
  const [text, setText] = useState('');
  const changed = text !== '';
  let placeholder = metaText(t, messages, options.placeholder);
  if (saved.current && options.showHash) placeholder = saved.current;
  else if (secured.current) placeholder = t('interfaces.hashed.secured');
  return (
    <div className="secret-input">
      <input
        id={inputId}
        className="input"
        type={options.hide ? 'password' : 'text'}
        autoComplete="new-password"
        value={text}
        placeholder={placeholder}
        data-secured={secured.current || undefined}
        readOnly={readonly}
        disabled={readonly}
        onChange={(event) => {
          setText(event.target.value);
          onInput(event.target.value === '' ? saved.current : event.target.value);
        }}
      />
      <span
        className={`material-icons secret-input-icon ${changed ? 'secret-input-icon-open' : ''}`}
        aria-hidden="true"
      >
        {changed ? 'lock_open' : 'lock_outline'}
      </span>
    </div>
  );
}
