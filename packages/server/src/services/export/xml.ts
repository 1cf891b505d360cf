import { picker, type Writer } from './writer';

/**
 * XML as Directus 11 exports it: `<data>` holding one `<item>` per row, one element per field,
 * related items nested, lists as repeated `<item>` elements. A null is an empty element marked
 * `null="true"` (an empty string is an empty element), so the two read back apart.
 */

// Characters XML 1.0 cannot hold at all.
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const escape = (s: string) =>
  s.replace(INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A field name as an element name (names that are not XML names get `_`). */
const tag = (name: string) => {
  const clean = name.replace(/[^\w.-]/g, '_');
  return /^[A-Za-z_]/.test(clean) ? clean : `_${clean}`;
};

function element(name: string, value: unknown, indent: string): string {
  const t = tag(name);
  if (value === null || value === undefined) return `${indent}<${t} null="true"/>\n`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${indent}<${t}/>\n`;
    return `${indent}<${t}>\n${value.map((v) => element('item', v, `${indent}  `)).join('')}${indent}</${t}>\n`;
  }
  if (typeof value === 'object') {
    const inner = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => element(k, v, `${indent}  `))
      .join('');
    return inner ? `${indent}<${t}>\n${inner}${indent}</${t}>\n` : `${indent}<${t}/>\n`;
  }
  return `${indent}<${t}>${escape(String(value))}</${t}>\n`;
}

export function xmlWriter(fields: string[]): Writer {
  const pick = picker(fields);
  return {
    start: '<?xml version="1.0" encoding="UTF-8"?>\n<data>\n',
    rows: (rows) => rows.map((r) => element('item', pick(r), '  ')).join(''),
    end: () => '</data>\n',
  };
}
