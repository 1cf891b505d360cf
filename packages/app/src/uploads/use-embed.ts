/**
 * Embedding a URL as a file (api.md §5.5, `data` = a URL): the URL typed, and the server's reason
 * when it refuses it (not a video or file it can fetch, unreachable host…), shown next to the
 * field that caused it rather than as a passing notification (issue 31 item 12). Typing again
 * clears the reason.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileObject } from '@atrium/sdk';
import { useCreateFileFromUrl } from '../api/files/mutations';
import { errorCode, errorMessage } from '../lib/errors';

export function useEmbed(project: string, onFile?: (file: FileObject) => void) {
  const { t } = useTranslation();
  const mutation = useCreateFileFromUrl(project);
  const [url, setUrlValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const setUrl = (value: string) => {
    setUrlValue(value);
    setError(null);
  };

  const submit = () => {
    const value = url.trim();
    if (!value) return;
    setError(null);
    mutation.mutate(value, {
      onSuccess: (file) => {
        setUrlValue('');
        onFile?.(file);
      },
      // The server names the payload field the URL came in (`data: …`); the user typed no field.
      onError: (err) => setError(errorMessage(t, errorCode(err), err.message.replace(/^data: /, ''))),
    });
  };

  return { url, setUrl, error, submit, pending: mutation.isPending };
}
