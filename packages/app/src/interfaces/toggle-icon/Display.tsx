import { Icon } from '../../components/Icon';
import type { DisplayProps } from '../types';
import { isActive, stateLook, type ToggleIconOptions } from './state';
import './toggle-icon.css';

export default function ToggleIconDisplay({ value, options }: DisplayProps<boolean, ToggleIconOptions>) {
  const look = stateLook(options, isActive(value));
  return (
    <span className="toggle-icon-display" style={{ color: look.color }}>
      <Icon name={look.icon} size={20} />
      {look.text ? <span>{look.text}</span> : null}
    </span>
  );
}
