import DOMPurify from 'dompurify';
import { marked } from 'marked';
import type { Field } from '@atrium/sdk';
import { FieldDisplay } from '../../interfaces/display/FieldDisplay';

/** Interfaces whose value is rich text: shown formatted, not as a clipped line. */
const RICH = new Set(['wysiwyg', 'markdown']);
/** Types and interfaces whose value is structured data: shown as indented JSON. */
const STRUCTURED_TYPES = new Set(['json', 'array']);
const STRUCTURED_INTERFACES = new Set(['json', 'code', 'key-value', 'repeater', 'map']);

function asData(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * One value of a revision (issue 31 #7): rich text as rich text, JSON indented, anything else
 * through its field's display, every kind wrapping inside its column.
 */
export function RevisionValue({
  field,
  value,
  fields,
  collection,
  data,
}: {
  field: string;
  value: unknown;
  fields: Record<string, Field>;
  collection: string;
  data: Record<string, unknown>;
}) {
  const known = fields[field];
  if (value === null || value === undefined || value === '')
    return <span className="activity-muted">--</span>;
  const iface = known?.interface ?? '';
  if (RICH.has(iface) && typeof value === 'string') {
    const html = iface === 'markdown' ? marked.parse(value, { async: false }) : value;
    return <div className="activity-rich" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
  }
  const structured =
    STRUCTURED_INTERFACES.has(iface) ||
    STRUCTURED_TYPES.has(String(known?.type ?? '')) ||
    (!known && typeof value === 'object');
  if (structured) {
    const data = asData(value);
    const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
    return <pre className="activity-json">{text}</pre>;
  }
  if (known) return <FieldDisplay field={known} value={value} values={data} collection={collection} />;
  return <span className="activity-text">{String(value)}</span>;
}
