import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import { useCollection } from '../../api/collections/queries';
import { useItems } from '../../api/items/queries';
import { useProjectKey } from '../../api/project-key';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { errorCode, errorMessage } from '../../lib/errors';
import { collectionLink } from '../../lib/routes';
import { NotFound } from '../not-found/NotFound';

/**
 * `/{project}/collections/{collection}` before the listing renders (product.md §2):
 * an unknown collection shows not-found; a system collection goes to its own route
 * (`directus_users` → `/users`); a single-item collection opens its item (or the new-item form
 * when it has none); a bookmark's `?b=<id>` is removed. Otherwise it renders `children`.
 */
export function CollectionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const project = useProjectKey();
  const { collection = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const info = useCollection(project, collection);
  const single = info.data?.single === true;
  const primaryKey = Object.values(info.data?.fields ?? {}).find((f) => f.primary_key)?.field ?? 'id';
  // Always asked afresh: the item may have been created elsewhere since the last visit.
  const first = useItems(
    project,
    collection,
    { limit: 1, fields: [primaryKey] },
    { enabled: single, staleTime: 0 },
  );

  // The bookmark route hands over with ?b=<id>; the address bar keeps only the listing.
  const bookmark = params.get('b');
  useEffect(() => {
    if (bookmark === null) return;
    const next = new URLSearchParams(params);
    next.delete('b');
    setParams(next, { replace: true });
  }, [bookmark, params, setParams]);

  if (collection.startsWith(SYSTEM_PREFIX)) {
    return <Navigate to={collectionLink(project, collection)} replace />;
  }
  if (info.isPending) return <GateLoader label={t('loading')} />;
  if (info.isError) return <GateError message={errorMessage(t, errorCode(info.error), info.error.message)} />;
  if (info.data === null) return <NotFound />;
  if (single) {
    if (first.isPending || first.isFetching) return <GateLoader label={t('loading')} />;
    if (first.isError) {
      return <GateError message={errorMessage(t, errorCode(first.error), first.error.message)} />;
    }
    const key = first.data?.data[0]?.[primaryKey];
    const target = typeof key === 'string' || typeof key === 'number' ? String(key) : '+';
    return (
      <Navigate
        to={`/${project}/collections/${collection}/${target === '+' ? '+' : encodeURIComponent(target)}`}
        replace
      />
    );
  }
  return <>{children}</>;
}

function GateLoader({ label }: { label: string }) {
  return (
    <div className="page-body">
      <Spinner label={label} />
    </div>
  );
}

function GateError({ message }: { message: string }) {
  return (
    <div className="page-body">
      <Notice color="danger">{message}</Notice>
    </div>
  );
}
