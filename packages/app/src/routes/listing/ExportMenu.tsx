import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SYSTEM_PREFIX, type QueryParams } from '@atrium/sdk';
import { ApiError } from '../../api/client';
import { useExportItems, startDownload, type ExportFormat } from '../../api/items/export-mutation';
import { errorMessage } from '../../lib/errors';
import { Icon } from '../../components/Icon';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu';
import { Spinner } from '../../components/Spinner';
import './listing-extras.css';

interface ExportMenuProps {
  project: string;
  collection: string;
  /** The view as shown: `fields`, `filter`, `q`, `sort`, `status` (paging is ignored). */
  params: QueryParams;
  /** Starts the browser download (tests replace it). */
  download?: (url: string) => void;
}

/**
 * "Export" menu of a listing: the current view as CSV or JSON, streamed by the server and saved
 * by the browser. User collections only (the export is an `/items` extension).
 */
export function ExportMenu({ project, collection, params, download = startDownload }: ExportMenuProps) {
  const { t } = useTranslation();
  const exporting = useExportItems(project, collection, download);
  if (collection.startsWith(SYSTEM_PREFIX)) return null;
  const error = exporting.error;
  return (
    <div className="listing-export">
      <MenuTrigger>
        <AriaButton
          className="button button-secondary listing-export-trigger"
          isDisabled={exporting.isPending}
          aria-busy={exporting.isPending || undefined}
        >
          {exporting.isPending ? <Spinner size={20} /> : <Icon name="file_download" />}
          <span>{t('export')}</span>
        </AriaButton>
        <Menu
          label={t('export_view')}
          onAction={(key) => exporting.mutate({ format: key as ExportFormat, params })}
        >
          <MenuItem id="csv" icon="table_chart">
            {t('export_csv')}
          </MenuItem>
          <MenuItem id="json" icon="data_object">
            {t('export_json')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      {error && (
        <p className="listing-export-error" role="alert">
          {t('export_failed', {
            message: errorMessage(t, error instanceof ApiError ? error.code : -1, error.message),
          })}
        </p>
      )}
    </div>
  );
}
