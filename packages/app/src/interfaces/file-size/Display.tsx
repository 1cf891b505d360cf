import { formatBytes } from '../../lib/bytes';
import type { DisplayProps } from '../types';

interface Options {
  format?: boolean | null;
  decimal?: boolean | null;
}

/** A size in bytes: "1.5 MB" (decimal) or "1.4 MiB" (binary), raw when `format` is off, `--` for 0 or empty. */
export default function FileSizeDisplay({ value, options }: DisplayProps<number | string, Options>) {
  const bytes = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(bytes) || bytes === 0)
    return <span className="field-display-empty">--</span>;
  if (!options.format) return <span>{bytes}</span>;
  return <span title={`${bytes} B`}>{formatBytes(bytes, options.decimal !== false)}</span>;
}
