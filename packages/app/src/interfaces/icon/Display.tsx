import type { DisplayProps } from '../types';

export default function IconDisplay({ value }: DisplayProps<string>) {
  if (!value) return null;
  return (
    <span className="material-icons" role="img" aria-label={value} title={value}>
      {value}
    </span>
  );
}
