import type { DisplayProps } from '../types';

export default function SlugDisplay({ value }: DisplayProps<string>) {
  return <span className="slug-display">{value ?? ''}</span>;
}
