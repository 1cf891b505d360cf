import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
} from 'react-aria-components';
import './Tooltip.css';

/** Tooltip timings (product.md §9): default 500 ms show; header buttons 750 ms show, 100 ms hide. */
export const TOOLTIP_DELAY = { delay: 500, closeDelay: 0 } as const;
export const HEADER_TOOLTIP_DELAY = { delay: 750, closeDelay: 100 } as const;
export const REVISION_TOOLTIP_DELAY = { delay: 1500, closeDelay: 100 } as const;

export function TooltipTrigger({
  delay = TOOLTIP_DELAY.delay,
  closeDelay = TOOLTIP_DELAY.closeDelay,
  children,
}: {
  delay?: number;
  closeDelay?: number;
  children: ReactNode;
}) {
  return (
    <AriaTooltipTrigger delay={delay} closeDelay={closeDelay}>
      {children}
    </AriaTooltipTrigger>
  );
}

/** The tooltip bubble, with an arrow pointing at its trigger. */
export function Tooltip({
  children,
  placement,
}: {
  children: ReactNode;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}) {
  return (
    <AriaTooltip className="tooltip-bubble" offset={8} placement={placement}>
      <OverlayArrow className="tooltip-arrow">
        <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
