import { FileTrigger, Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FileObject, PrimaryKey } from '@atrium/sdk';
import { useReplaceFile } from '../../api/files/mutations';
import { useProjectInfo } from '../../api/server/queries';
import { Icon } from '../../components/Icon';
import { uploadWarning } from '../../uploads/upload-checks';
import { bus } from '../../lib/events';

/**
 * "Replace": picks a file from the device and sends it as the new content of file `id` (the
 * record, its id and its private hash stay), with progress; the server's message on failure.
 */
export function ReplaceFile({
  project,
  id,
  onReplaced,
  isDisabled,
}: {
  project: string;
  id: PrimaryKey;
  onReplaced?(file: FileObject): void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const replace = useReplaceFile(project);
  const info = useProjectInfo(project);
  const maxSize = info.data?.data.server?.max_upload_size ?? null;
  const busy = replace.isPending;

  const take = (file: File | undefined) => {
    if (!file) return;
    const warning = uploadWarning(file, maxSize);
    if (warning) {
      bus.emit('warning', { notify: warning, values: { filename: file.name } });
      return;
    }
    replace.mutate(
      { id, file },
      {
        onSuccess: (saved) => onReplaced?.(saved),
        onError: (error) =>
          bus.emit('error', { error, notify: 'something_went_wrong_body', details: error.message }),
      },
    );
  };

  return (
    <span className="file-replace">
      <FileTrigger onSelect={(list) => take(list ? [...list][0] : undefined)}>
        <AriaButton className="button button-secondary" isDisabled={isDisabled || busy}>
          <Icon name="swap_horiz" />
          <span>{t('interfaces.file-preview.replace')}</span>
        </AriaButton>
      </FileTrigger>
      {busy && replace.progress !== null && (
        <progress
          className="file-replace-progress"
          max={100}
          value={replace.progress}
          aria-label={t('upload_progress', { filename: t('interfaces.file-preview.replacement') })}
        />
      )}
    </span>
  );
}
