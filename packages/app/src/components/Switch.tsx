import { Switch as AriaSwitch } from 'react-aria-components';
import './toggles.css';

interface SwitchProps {
  children: string;
  isSelected: boolean;
  onChange(selected: boolean): void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** An on/off switch (role "switch"); Space toggles it. */
export function Switch({ children, ...rest }: SwitchProps) {
  return (
    <AriaSwitch className="switch" {...rest}>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
