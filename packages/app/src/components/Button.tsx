import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import { Spinner } from './Spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'tertiary' | 'danger';
  icon?: string;
  loading?: boolean;
  children?: ReactNode;
}

/** Button; the default type is "button" (product.md §9). */
export function Button({
  variant = 'primary',
  icon,
  loading,
  children,
  className,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={`button button-${variant}${className ? ` ${className}` : ''}`}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={20} /> : icon ? <Icon name={icon} /> : null}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
}
