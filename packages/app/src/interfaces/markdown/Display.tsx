import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { DisplayProps } from '../types';

/** A `short_text` icon whose tooltip is the start of the text. */
export default function MarkdownDisplay({ value }: DisplayProps<string>) {
  const { t } = useTranslation();
  const text = String(value ?? '').slice(0, 200);
  return (
    <span title={text} role="img" aria-label={text || t('interfaces.markdown.empty')}>
      <Icon name="short_text" />
    </span>
  );
}
