/**
 * Numbers as people of each UI language write them in a number box (issue 25): "3,5" in German
 * and French, "3.5" in English; the value stays the same plain number (`3.5`) underneath.
 */

function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** A stored number (`3.5`, `"-12.50"`) written with the language's decimal separator, no grouping. */
export function showNumber(value: number | string, locale: string): string {
  const text = String(value);
  const { decimal } = separators(locale);
  return decimal === '.' ? text : text.replace('.', decimal);
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const SPACES = /[\s\u00A0\u202F'’]/g;

/**
 * What a person typed, as a plain decimal string (`"1234.5"`), or null when it is not a number.
 * Either separator is understood as the decimal point when it appears once — a German "1.5" is
 * one and a half — except the language's grouping separator before exactly three digits
 * ("1.234" is 1234 in German); with both, the last one is the decimal point. Spaces, apostrophes
 * and Arabic-Indic digits are read too.
 */
export function readNumber(typed: string, locale: string): string | null {
  const { group } = separators(locale);
  let text = typed
    .trim()
    .replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, '')
    .replace(SPACES, '');
  if (text === '') return null;
  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  if (dots && commas) {
    const point = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const other = point === '.' ? ',' : '.';
    text = text.split(other).join('').replace(point, '.');
  } else if (dots + commas > 1) {
    // "1.234.567": grouping only, when it is the language's grouping separator.
    const mark = dots ? '.' : ',';
    if (mark !== group) return null;
    text = text.split(mark).join('');
  } else if (dots + commas === 1) {
    const mark = dots ? '.' : ',';
    const grouping = mark === group && /^[-+]?\d{1,3}[.,]\d{3}$/.test(text);
    text = grouping ? text.replace(mark, '') : text.replace(mark, '.');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return text.replace(/^\+/, '');
}
