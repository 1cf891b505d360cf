import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { InputProps } from '../types';
import { isActive, stateLook, type ToggleIconOptions } from './state';
import './toggle-icon.css';

/** A pressable icon + text in the state colour; bound to the value (fixed quirk), emits !value. */
export default function ToggleIconInput({
  value,
  options,
  readonly,
  inputId,
  onInput,
}: InputProps<boolean, ToggleIconOptions>) {
  const { t } = useTranslation();
  const active = isActive(value);
  const look = stateLook(options, active);
  return (
    <button
      id={inputId}
      type="button"
      className="toggle-icon-input"
      aria-pressed={active}
      disabled={readonly}
      style={{ color: look.color }}
      onClick={() => onInput(!active)}
    >
      <Icon name={look.icon} size={36} />
      {look.text ? (
        <span className="toggle-icon-text">{look.text}</span>
      ) : (
        <span className="visually-hidden">
          {t(active ? 'interfaces.toggle-icon.on' : 'interfaces.toggle-icon.off')}
        </span>
      )}
    </button>
  );
}
