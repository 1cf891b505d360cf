import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { DisplayProps } from '../types';
import { CODE_LANGUAGES, codeLanguage, codeText, lineCount } from './languages';

/** A `code` icon (dim when empty) whose tooltip tells "N lines of <Lang>". */
export default function CodeDisplay({
  value,
  options,
  type,
}: DisplayProps<unknown, { language?: string | null }>) {
  const { t } = useTranslation();
  const language = codeLanguage(options.language, String(type));
  const count = lineCount(codeText(value, 4));
  const label = t('interfaces.code.loc', { count, lang: t(`interfaces.code.${CODE_LANGUAGES[language]}`) });
  return (
    <span title={label} role="img" aria-label={label}>
      <Icon name="code" color={count === 0 ? 'var(--empty-value)' : 'var(--input-text-color)'} />
    </span>
  );
}
