import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_WIDTH } from './columns';

interface ResizeHandleProps {
  label: string;
  width: number;
  /** Live width while dragging (not saved). */
  onDraft(width: number | null): void;
  /** Final width: saved to the preset. */
  onCommit(width: number): void;
}

const STEP = 10;

/** The drag handle at a column's right edge; arrows resize by 10 px (Shift: 50) from the keyboard. */
export function ResizeHandle({ label, width, onDraft, onCommit }: ResizeHandleProps) {
  const { t } = useTranslation();
  const drag = useRef<{ x: number; width: number; current: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width, current: width };
    document.body.classList.add('dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    state.current = Math.max(MIN_WIDTH, Math.round(state.width + event.clientX - state.x));
    onDraft(state.current);
  };
  const end = () => {
    const state = drag.current;
    if (!state) return;
    drag.current = null;
    document.body.classList.remove('dragging');
    onDraft(null);
    if (state.current !== state.width) onCommit(state.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? STEP * 5 : STEP;
    if (event.key === 'ArrowLeft') onCommit(Math.max(MIN_WIDTH, width - step));
    else if (event.key === 'ArrowRight') onCommit(width + step);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      className="tabular-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label={t('layouts.tabular.resize_column', { field: label })}
      aria-valuenow={width}
      aria-valuemin={MIN_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={onKeyDown}
    />
  );
}
