import { useTranslation } from 'react-i18next';
import type { UploadEntry } from './use-uploads';

/** The latest upload's progress bar while it runs, or its error once it failed. */
export function UploadStatus({ entry, className }: { entry: UploadEntry | undefined; className: string }) {
  const { t } = useTranslation();
  if (entry?.status === 'uploading')
    return (
      <progress
        className={className}
        max={100}
        value={entry.progress}
        aria-label={t('upload_progress', { filename: entry.name })}
      />
    );
  if (entry?.status === 'error')
    return (
      <p className="form-field-error" role="alert">
        {entry.error}
      </p>
    );
  return null;
}
