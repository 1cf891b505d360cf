import { useTranslation } from 'react-i18next';

/** What shows while the editor chunk loads: an input-shaped box with the raw text. */
export function EditorFallback({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <pre className="code-editor-fallback" aria-busy="true" aria-label={t('interfaces.code.loading')}>
      {text}
    </pre>
  );
}
