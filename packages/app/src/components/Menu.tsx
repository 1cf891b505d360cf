import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover as AriaPopover,
  Separator,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
} from 'react-aria-components';
import { Icon } from './Icon';
import './Popover.css';

export { MenuTrigger };

interface MenuProps {
  /** Accessible name of the menu. */
  label: string;
  children: ReactNode;
  onAction?(key: Key): void;
  disabledKeys?: Iterable<Key>;
}

/** A menu in a popover; its trigger is the button before it inside a {@link MenuTrigger}. */
export function Menu({ label, children, onAction, disabledKeys }: MenuProps) {
  return (
    <AriaPopover className="popover" offset={4}>
      <AriaMenu aria-label={label} className="option-list" onAction={onAction} disabledKeys={disabledKeys}>
        {children}
      </AriaMenu>
    </AriaPopover>
  );
}

interface MenuItemProps extends Omit<AriaMenuItemProps, 'children' | 'className'> {
  icon?: string;
  children: string;
}

export function MenuItem({ icon, children, ...rest }: MenuItemProps) {
  return (
    <AriaMenuItem className="option" textValue={children} {...rest}>
      {icon && <Icon name={icon} />}
      <span>{children}</span>
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className="option-separator" />;
}
