/**
 * CSV per RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold `,` `"` CR or LF.
 *
 * Formula injection (OWASP "CSV injection"): a text cell that starts with `=`, `+`, `-`, `@`, a
 * tab or a carriage return is written with a leading single quote, so a spreadsheet shows the text
 * instead of running it as a formula (`=HYPERLINK(…)` reads `'=HYPERLINK(…)`). Only text is
 * changed: values of numeric columns (`-5`, also big integers and decimals that arrive as strings)
 * stay numbers, and JSON cells start with `[` or `{`.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown, numeric = false): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
        ? String(value)
        : JSON.stringify(value);
  if (typeof value === 'string' && !numeric && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line; `numeric[i]`: cell i belongs to a numeric column (its text is never prefixed). */
export function csvLine(cells: unknown[], numeric?: boolean[]): string {
  return `${cells.map((c, i) => csvCell(c, numeric?.[i] ?? false)).join(',')}\r\n`;
}
