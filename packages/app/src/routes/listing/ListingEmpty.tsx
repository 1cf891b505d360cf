import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';

export type EmptyKind = 'server_error' | 'no_fields' | 'no_files' | 'empty_collection' | 'no_results';

const BODY: Record<EmptyKind, string> = {
  server_error: 'server_error_copy',
  no_fields: 'no_fields_body',
  no_files: 'no_files_body',
  empty_collection: 'empty_collection_body',
  no_results: 'no_results_body',
};

const ICONS: Record<EmptyKind, string> = {
  server_error: 'error_outline',
  no_fields: 'view_column',
  no_files: 'image',
  empty_collection: 'web_asset',
  no_results: 'search',
};

/**
 * Which empty or error screen a listing shows, in the catalogue's order (app-catalogue.md §2):
 * server error, no fields, no files (the file library), empty collection, no results.
 */
export function emptyKind(input: {
  error: boolean;
  fieldCount: number;
  collection: string;
  totalCount: number | null;
  shown: number;
  loading: boolean;
}): EmptyKind | null {
  if (input.error) return 'server_error';
  if (input.fieldCount === 0) return 'no_fields';
  if (input.loading) return null;
  if (input.totalCount === 0 && input.collection === 'directus_files') return 'no_files';
  if (input.totalCount === 0) return 'empty_collection';
  if (input.shown === 0) return 'no_results';
  return null;
}

export function ListingEmpty({ kind, action }: { kind: EmptyKind; action?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" role={kind === 'server_error' ? 'alert' : 'status'}>
      <Icon name={ICONS[kind]} size={64} />
      {/* i18n-dynamic: server_error, no_fields, no_files, empty_collection, no_results and their _body / _copy. */}
      <h2>{t(kind)}</h2>
      {/* i18n-dynamic: the _body / _copy keys of BODY. */}
      <p>{t(BODY[kind])}</p>
      {action}
    </div>
  );
}
