import { Icon } from '../../components/Icon';
import type { InputProps } from '../types';
import { buttonGroups } from './groups';
import './button-group.css';

interface Options {
  choices?: unknown;
  theme?: 'solid' | 'outline' | null;
}

/** Segmented radio buttons, one strip per sub-group; stages the picked value. */
export default function ButtonGroupInput(props: InputProps<string, Options>) {
  const { value, options, readonly, inputId, onInput, name } = props;
  const strips = buttonGroups(options.choices);
  const current = value === null || value === undefined ? '' : String(value);
  return (
    <div
      id={inputId}
      role="radiogroup"
      className={`button-group-input ${options.theme === 'outline' ? 'outline' : 'solid'}${readonly ? ' readonly' : ''}`}
    >
      {strips.map((strip, s) => (
        <div key={s} className="button-group-strip">
          {strip.map((choice) => (
            <label key={choice.value} className="button-group-button" title={choice.label ?? choice.value}>
              <input
                type="radio"
                name={`${inputId}-${name}`}
                value={choice.value}
                checked={current === choice.value}
                disabled={readonly}
                onChange={() => onInput(choice.value)}
              />
              <span className="button-group-face">
                {choice.icon ? <Icon name={choice.icon} size={20} /> : null}
                {choice.label ? <span>{choice.label}</span> : null}
                {!choice.icon && !choice.label ? <span>{choice.value}</span> : null}
                {choice.icon && !choice.label ? (
                  <span className="visually-hidden">{choice.value}</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      ))}
    </div>
  );
}
