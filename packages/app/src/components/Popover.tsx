import type { ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import './Popover.css';

export { DialogTrigger as PopoverTrigger };

interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'className'> {
  /** Accessible name of the popover's dialog. */
  label?: string;
  children: ReactNode;
  className?: string;
}

/** A floating panel anchored to its trigger (the first child of a {@link PopoverTrigger}). */
export function Popover({ label, children, className, ...rest }: PopoverProps) {
  return (
    <AriaPopover className={`popover${className ? ` ${className}` : ''}`} offset={4} {...rest}>
      <Dialog aria-label={label} className="popover-dialog">
        {children}
      </Dialog>
    </AriaPopover>
  );
}
