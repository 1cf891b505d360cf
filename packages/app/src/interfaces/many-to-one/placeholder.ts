import type { TFunction } from 'i18next';

/** The placeholder text; the default is a `$t:` word of this interface. */
export function placeholderText(t: TFunction, placeholder: string | null | undefined): string {
  if (!placeholder) return t('interfaces.many-to-one.placeholder_default');
  // i18n-dynamic: `$t:` words of this interface's placeholder option.
  if (placeholder.startsWith('$t:')) return t(`interfaces.many-to-one.${placeholder.slice(3)}`);
  return placeholder;
}
