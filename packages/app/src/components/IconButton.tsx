import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon } from './Icon';
import { Tooltip, TooltipTrigger, TOOLTIP_DELAY } from './Tooltip';
import './IconButton.css';

interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  icon: string;
  /** Accessible name, also shown as the tooltip. */
  label: string;
  className?: string;
  /** Tooltip timing; header buttons use {@link HEADER_TOOLTIP_DELAY}. */
  tooltip?: { delay: number; closeDelay?: number } | false;
}

/** A square icon-only button whose label is its accessible name and its tooltip. */
export function IconButton({ icon, label, className, tooltip = TOOLTIP_DELAY, ...rest }: IconButtonProps) {
  const button = (
    <AriaButton aria-label={label} className={`icon-button${className ? ` ${className}` : ''}`} {...rest}>
      <Icon name={icon} />
    </AriaButton>
  );
  if (tooltip === false) return button;
  return (
    <TooltipTrigger delay={tooltip.delay} closeDelay={tooltip.closeDelay}>
      {button}
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}
