import { ProgressBar } from 'react-aria-components';
import './ProgressRing.css';

const RADIUS = 24;
const STROKE = 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Throws for a progress outside 0–100 (a programming error, not user input). */
export function checkProgress(progress: number): number {
  if (!Number.isFinite(progress) || progress < 0 || progress > 100) {
    throw new RangeError(`Progress must be between 0 and 100, got ${progress}`);
  }
  return progress;
}

interface ProgressRingProps {
  /** 0–100; omit for an indeterminate spinner. */
  progress?: number;
  label: string;
  color?: 'accent' | 'success' | 'warning' | 'danger';
}

/** A circular progress indicator (radius 24, stroke 2) with the progressbar role. */
export function ProgressRing({ progress, label, color = 'accent' }: ProgressRingProps) {
  const value = progress === undefined ? undefined : checkProgress(progress);
  const size = (RADIUS + STROKE) * 2;
  return (
    <ProgressBar
      className={`progress-ring progress-ring-${color}`}
      aria-label={label}
      value={value}
      isIndeterminate={value === undefined}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle className="progress-ring-track" cx={size / 2} cy={size / 2} r={RADIUS} strokeWidth={STROKE} />
        <circle
          className="progress-ring-value"
          cx={size / 2}
          cy={size / 2}
          r={RADIUS}
          strokeWidth={STROKE}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={value === undefined ? CIRCUMFERENCE * 0.75 : CIRCUMFERENCE * (1 - value / 100)}
        />
      </svg>
    </ProgressBar>
  );
}
