import type { TFunction } from 'i18next';

/**
 * Resolves the `$t:key` words of a meta string (app-catalogue.md §0 "Meta i18n") to
 * `interfaces.<id>.<key>` messages. Option defaults such as a placeholder are `$t:` words, so an
 * Input passes its effective option through this before showing it; plain text passes unchanged.
 */
export function metaText(t: TFunction, id: string, text: unknown): string {
  if (typeof text !== 'string') return '';
  return text.replace(/\$t:([\w.-]+)/g, (_word, key: string) => t(`interfaces.${id}.${key}`));
}
