import type { ReactNode } from 'react';
import { Icon } from './Icon';
import './Notice.css';

export type NoticeColor = 'gray' | 'gray-subdued' | 'accent' | 'warning' | 'danger' | 'success';

const ICONS: Record<NoticeColor, string> = {
  gray: 'info',
  'gray-subdued': 'info',
  accent: 'info',
  warning: 'warning',
  danger: 'error',
  success: 'check_circle',
};

export function Notice({
  color = 'gray',
  icon,
  children,
}: {
  color?: NoticeColor;
  icon?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`notice notice-${color}`}
      role={color === 'danger' || color === 'warning' ? 'alert' : 'status'}
    >
      <Icon name={icon ?? ICONS[color]} />
      <div className="notice-body">{children}</div>
    </div>
  );
}
