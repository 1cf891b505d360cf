import type { DisplayProps } from '../types';

export default function SliderDisplay({ value, options }: DisplayProps<number, { unit?: string | null }>) {
  return <span>{`${value ?? ''}${options.unit ? ` ${options.unit}` : ''}`}</span>;
}
