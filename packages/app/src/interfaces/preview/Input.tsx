import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import { previewUrl } from './preview-url';
import './preview.css';

interface Options {
  url_template: string | null;
}

/** "Preview this item": opens the rendered address in a new tab. */
export default function PreviewInput({ options, values, inputId }: InputProps<unknown, Options>) {
  const { t } = useTranslation();
  const url = previewUrl(options.url_template, values);
  if (!url) {
    return (
      <button id={inputId} type="button" className="button button-secondary preview-button" disabled>
        <span className="material-icons" aria-hidden="true">
          launch
        </span>
        {t('interfaces.preview.preview_item')}
      </button>
    );
  }
  return (
    <a
      id={inputId}
      className="button button-secondary preview-button"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <span className="material-icons" aria-hidden="true">
        launch
      </span>
      {t('interfaces.preview.preview_item')}
    </a>
  );
}
