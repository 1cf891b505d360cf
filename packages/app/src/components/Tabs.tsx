import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import './Tabs.css';

interface TabsProps {
  children: ReactNode;
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?(key: string): void;
}

/** Tabs: arrow keys move between tabs, the panel follows the selected tab. */
export function Tabs({ children, onSelectionChange, ...rest }: TabsProps) {
  return (
    <AriaTabs className="tabs" onSelectionChange={(key: Key) => onSelectionChange?.(String(key))} {...rest}>
      {children}
    </AriaTabs>
  );
}

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AriaTabList aria-label={label} className="tab-list">
      {children}
    </AriaTabList>
  );
}

export function Tab({ id, children, isDisabled }: { id: string; children: ReactNode; isDisabled?: boolean }) {
  return (
    <AriaTab id={id} className="tab" isDisabled={isDisabled}>
      {children}
    </AriaTab>
  );
}

export function TabPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <AriaTabPanel id={id} className="tab-panel">
      {children}
    </AriaTabPanel>
  );
}
