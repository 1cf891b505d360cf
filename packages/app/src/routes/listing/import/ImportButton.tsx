import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import { Button } from '../../../components/Button';

// The dialog (mapping, report) loads when it is opened.
const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** "Import" beside "Export" on a listing of a user collection. */
export function ImportButton({ project, collection }: { project: string; collection: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  if (collection.startsWith(SYSTEM_PREFIX)) return null;
  return (
    <>
      <Button
        variant="secondary"
        icon="file_upload"
        className="listing-export-trigger"
        title={t('data_import.import')}
        onClick={() => setOpen(true)}
      >
        {t('data_import.import')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            project={project}
            collection={collection}
            onClose={(imported) => {
              setOpen(false);
              if (imported) void queryClient.invalidateQueries();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
