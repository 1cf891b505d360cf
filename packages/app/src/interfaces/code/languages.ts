/** The languages of the code interface's `language` option (MIME type → message key). */
export const CODE_LANGUAGES = {
  'text/plain': 'lang_plain',
  'text/javascript': 'lang_javascript',
  'application/json': 'lang_json',
  'text/x-vue': 'lang_vue',
  'application/x-httpd-php': 'lang_php',
} as const;

export type CodeLanguage = keyof typeof CODE_LANGUAGES;

export function codeLanguage(raw: unknown, type?: string): CodeLanguage {
  if (typeof raw === 'string' && raw in CODE_LANGUAGES) {
    if (raw === 'text/plain' && type === 'json') return 'application/json';
    return raw as CodeLanguage;
  }
  return type === 'json' ? 'application/json' : 'text/plain';
}

/** Number of lines of a text (0 for an empty one). */
export function lineCount(text: string): number {
  return text === '' ? 0 : text.split('\n').length;
}

/** The editor text of a stored value: objects pretty-printed with the given indent. */
export function codeText(value: unknown, indent: number): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value, null, indent);
  return String(value);
}
