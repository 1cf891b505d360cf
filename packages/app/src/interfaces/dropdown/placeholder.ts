import type { TFunction } from 'i18next';

/** The placeholder option text; the default is a `$t:` word of this interface. */
export function placeholderText(t: TFunction, placeholder: string | null | undefined): string {
  if (!placeholder) return t('interfaces.dropdown.choose_one');
  if (placeholder.startsWith('$t:')) return t(`interfaces.dropdown.${placeholder.slice(3)}`);
  return placeholder;
}
