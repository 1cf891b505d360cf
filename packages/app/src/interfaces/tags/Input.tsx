import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { notify } from '../../stores/notifications';
import { readList, writeList } from '../delimited';
import type { InputProps } from '../types';
import { addTag, cleanTag, tagIsValid, type TagRules } from './tag-rules';
import './tags.css';

interface Options extends TagRules {
  wrap?: boolean | null;
  iconLeft?: string | null;
  iconRight?: string | null;
  validationMessage?: string | null;
}

/**
 * A text box whose Enter or comma commits a tag (trim → lowercase → sanitize → pattern test →
 * add → sort → de-dupe); chips remove on click. Stages an array for `array` fields, CSV for
 * `string` (§8.5), `wrap` adds empty ends; no tags left stages `null`.
 */
export default function TagsInput(props: InputProps<string[] | string, Options>) {
  const { value, options, readonly, inputId, onInput, type } = props;
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const tags = readList(value);

  const stage = (list: string[]) => onInput(writeList(list, String(type), !!options.wrap));

  function commit() {
    const tag = cleanTag(text, options);
    if (!tag) return;
    if (!tagIsValid(tag, options.validation)) {
      const message = options.validationMessage;
      notify({
        title:
          !message || message.startsWith('$t:')
            ? t(`interfaces.tags.${message ? message.slice(3) : 'validation_message_default'}`)
            : message,
        color: 'warning',
        iconMain: 'warning',
      });
      return;
    }
    setText('');
    stage(addTag(tags, tag, options));
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      stage(tags.slice(0, -1));
    }
  }

  return (
    <div className="tags-input">
      {!readonly ? (
        <div className="tags-box">
          {options.iconLeft ? <Icon name={options.iconLeft} className="tags-icon left" /> : null}
          <input
            id={inputId}
            className={`input${options.iconLeft ? ' has-left' : ''}${options.iconRight ? ' has-right' : ''}`}
            type="text"
            value={text}
            placeholder={t('interfaces.tags.placeholder_text')}
            onChange={(e) => setText(e.target.value.replace(/,/g, ''))}
            onKeyDown={keyDown}
          />
          {options.iconRight ? <Icon name={options.iconRight} className="tags-icon right" /> : null}
        </div>
      ) : null}
      {tags.length > 0 ? (
        <ul className="tags-list" id={readonly ? inputId : undefined}>
          {tags.map((tag) => (
            <li key={tag}>
              {readonly ? (
                <span className="tags-chip">{tag}</span>
              ) : (
                <button
                  type="button"
                  className="tags-chip"
                  aria-label={t('interfaces.tags.remove_tag', { tag })}
                  onClick={() => stage(tags.filter((x) => x !== tag))}
                >
                  {tag}
                  <Icon name="close" size={14} />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
