import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';

interface Options {
  monospace: boolean | null;
}

/**
 * The item's key: typed in on a new item (text for string keys, a number otherwise), locked on an
 * existing one with a note that it can't change.
 */
export default function PrimaryKeyInput(props: InputProps<string | number, Options>) {
  const { value, type, readonly, newItem, options, inputId, onInput, length } = props;
  const { t } = useTranslation();
  const locked = readonly || !newItem;
  const numeric = type !== 'string';
  const noteId = `${inputId}-immutable`;
  return (
    <div className="primary-key-input">
      <input
        id={inputId}
        className={options.monospace ? 'input mono' : 'input'}
        type={numeric ? 'number' : 'text'}
        value={value ?? ''}
        maxLength={!numeric && length ? Number(length) : undefined}
        readOnly={locked}
        disabled={locked}
        aria-describedby={!newItem ? noteId : undefined}
        onChange={(event) => {
          const text = event.target.value;
          if (text === '') onInput(null);
          else onInput(numeric ? Number(text) : text);
        }}
      />
      {!newItem ? (
        <p id={noteId} className="field-note">
          {t('interfaces.primary-key.immutable')}
        </p>
      ) : null}
    </div>
  );
}
