/**
 * The listing screen (product.md §2 Listing screen; app-catalogue.md §2): header with breadcrumb,
 * bookmark button, search and filters and the permitted buttons; the chosen layout fed with the
 * rows; selection and batch delete; empty and error states; the layout picker and the layout's
 * options in the info sidebar. Used for every collection, the file library, the user directory,
 * the activity log and webhooks.
 */
import { EstimatedCount } from './EstimatedCount';
import { ExportMenu } from './ExportMenu';
import { CopyQueryMenu } from './copy-query/CopyQueryMenu';
import { ImportButton } from './import/ImportButton';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SYSTEM_PREFIX, type PrimaryKey, type QueryParams } from '@atrium/sdk';
import { api } from '../../api/client';
import { useCollection } from '../../api/collections/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { itemCountQuery } from '../../api/items/count-queries';
import { itemKeys } from '../../api/items/keys';
import { useDeleteItems, useSaveItems } from '../../api/items/mutations';
import { useMyAccess } from '../../api/permissions/queries';
import { useBookmarks } from '../../api/presets/queries';
import { useProjectKey } from '../../api/project-key';
import { useSetting } from '../../api/settings/queries';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { useLayout } from '../../layouts/registry';
import type { Item } from '../../layouts/types';
import { errorMessage, isRefusal } from '../../lib/errors';
import { bus } from '../../lib/events';
import { Header } from '../../shell/Header';
import { TrashLink } from '../trash/TrashLink';
import { OpenVersions } from '../item/versions/OpenVersions';
import { InfoSidebarContent } from '../../shell/InfoSidebar';
import { isAdminUser, useSession } from '../../stores/session';
import { notify } from '../../stores/notifications';
import { matchingBookmark } from './bookmarks/bookmark-match';
import { SaveBookmark } from './bookmarks/SaveBookmark';
import { Breadcrumb, listingTitle } from './Breadcrumb';
import { isFiltering } from './fetch-params';
import { viewParams } from './first-page';
import { fieldInfo } from '../../lib/field-list';
import { FilterBar } from '../../filters/FilterBar';
import { toFilterParam } from '../../filters/filter-query';
import { ListingActions } from './ListingActions';
import { ListingEmpty, emptyKind } from './ListingEmpty';
import { ListingRefused } from './ListingRefused';
import { listingButtons } from './listing-permissions';
import { LayoutPicker } from './layout/LayoutPicker';
import { useListingView } from './preferences/use-listing-view';
import { rowLink } from './row-link';
import { useListingItems } from './use-listing-items';
import './listing.css';
import { LiveListing } from '../../realtime/LiveListing';

interface Props {
  collection: string;
  /** Replaces the add button (the file library's New → upload). */
  addButton?: (allowed: boolean) => ReactNode;
  /** Adjusts rows before the layout sees them (the activity log's 'Unknown User'). */
  mapItems?: (items: Item[]) => Item[];
}

const keyOf = (item: Item, pk: string): PrimaryKey | null => {
  const v = item[pk];
  return typeof v === 'string' || typeof v === 'number' ? v : null;
};

export function ListingScreen({ collection, addButton, mapItems }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const project = useProjectKey();
  const user = useSession((s) => s.user);
  const admin = isAdminUser(user);
  const { permissions } = useMyAccess(project);
  const info = useCollection(project, collection);
  const limitSetting = useSetting(project, 'default_limit').data;
  const owner = useMemo(() => (user ? { id: user.id, role: user.role?.id ?? null } : null), [user]);

  const permission = permissions[collection];
  const blacklist = admin ? [] : (permission?.read_field_blacklist ?? []);
  const fields = useMemo(
    () => fieldInfo(t, info.data?.fields, i18n.language, blacklist),
    // The blacklist is compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, info.data, i18n.language, blacklist.join(',')],
  );
  const known = useMemo(() => fields.list.map((f) => f.field), [fields]);
  const types = useMemo(() => Object.fromEntries(fields.list.map((f) => [f.field, f.type])), [fields]);
  const {
    view,
    change,
    loading: viewLoading,
  } = useListingView({
    project,
    collection,
    user: owner,
    known,
    types,
    primaryKey: fields.primaryKey,
  });
  const layout = useLayout(view.viewType);
  const layoutId = layout.module?.id ?? view.viewType;
  const query = useMemo(() => view.viewQuery[layoutId] ?? {}, [view.viewQuery, layoutId]);

  const params = useMemo(
    () => viewParams(fields, { admin, limitSetting }, view, layoutId) ?? {},
    [fields, admin, limitSetting, view, layoutId],
  );
  const ready = !!info.data && !viewLoading && known.length > 0;
  const rows = useListingItems(project, collection, params, ready);
  // The view's one count (estimated on big tables): the same query as the header's EstimatedCount.
  // The last count stays while another view is counted, so the search bar doesn't blink away.
  const countParams = useMemo(() => ({ filter: params.filter, q: params.q }), [params.filter, params.q]);
  const counts = useQuery({
    ...itemCountQuery(project, collection, countParams, false),
    placeholderData: keepPreviousData,
  });
  // The last total stays known while the server does not answer, so the search box stays.
  const [knownTotal, setKnownTotal] = useState<number | null>(null);
  const answeredTotal = counts.data?.total ?? null;
  useEffect(() => {
    if (answeredTotal !== null) setKnownTotal(answeredTotal);
  }, [answeredTotal]);
  const totalCount = answeredTotal ?? (rows.stale ? knownTotal : null);
  const items = useMemo(() => (mapItems ? mapItems(rows.items) : rows.items), [rows.items, mapItems]);

  const [selection, setSelection] = useState<PrimaryKey[]>([]);
  useEffect(() => setSelection([]), [collection, params]);
  const selected = useMemo(
    () => items.filter((item) => selection.includes(keyOf(item, fields.primaryKey) as PrimaryKey)),
    [items, selection, fields.primaryKey],
  );

  const buttons = listingButtons(
    {
      viewer: { id: user?.id ?? 0, role: user?.role?.id ?? null, admin },
      permission,
      ownerField: fields.ownerField,
      statusField: fields.statusField,
    },
    collection,
    selected,
  );

  const bookmarks = useBookmarks(project, owner).data ?? [];
  const match = matchingBookmark(view, collection, bookmarks);

  const remove = useDeleteItems(project, collection);
  const saveRows = useSaveItems(project, collection, fields.primaryKey);

  const filtering = isFiltering(view.search, view.filters);
  const count = counts.data ? (filtering ? counts.data.count : counts.data.total) : null;
  // A refused count (the view's query refused) leaves the plain "Search" placeholder.
  const pendingLabel = counts.isError ? t('search') : t('loading');
  const countLabel =
    // i18n-dynamic: item_count, item_count_filter.
    count === null ? pendingLabel : t(filtering ? 'item_count_filter' : 'item_count', { count });

  const fetchItems = useCallback(
    async (extra: Record<string, unknown>) => {
      const own = (extra.filter ?? {}) as Record<string, unknown>;
      const base = toFilterParam(view.filters) ?? {};
      const merged: QueryParams = { ...extra, filter: { ...base, ...own } as QueryParams['filter'] };
      if (view.search) merged.q = view.search;
      const res = await api.getItems<Item>(project, collection, merged);
      return mapItems ? mapItems(res.data) : res.data;
    },
    [project, collection, view.filters, view.search, mapItems],
  );

  // The server answered and refused this view's query (a filter its field does not take, ...):
  // its reason and a way out, never the unreachable-server screen.
  const refusal = isRefusal(rows.error) ? rows.error : null;
  const empty = emptyKind({
    error: !!rows.error && !refusal,
    fieldCount: info.data ? known.length : 1,
    collection,
    totalCount,
    shown: items.length,
    loading: rows.loading || !ready,
  });
  // Filters stay reachable on "no results" and on a refused view, so the user can undo them.
  const showFilters = selection.length === 0 && ((totalCount !== null && totalCount > 0) || filtering);
  const title = listingTitle(t, collection, info.data ?? null, i18n.language);

  if (info.isPending) {
    return (
      <div className="page-body">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (info.isError) {
    return (
      <>
        <Header title={title} />
        <div className="page-body">
          <ListingEmpty kind="server_error" />
        </div>
      </>
    );
  }

  const layoutProps = layout.module && {
    collection,
    primaryKeyField: fields.primaryKey,
    fields: fields.byName,
    items,
    viewQuery: query,
    viewOptions: view.viewOptions[layoutId] ?? {},
    loading: rows.loading || !ready,
    lazyLoading: rows.lazyLoading,
    selection,
    link: (item: Item) => rowLink(project, collection, keyOf(item, fields.primaryKey) ?? ''),
    sortField: fields.sortField,
    // An estimate is no end for lazy loading: the pages stop when one comes back short.
    total: counts.data?.estimated ? null : count,
    onQuery: (partial: Record<string, unknown>) => change({ kind: 'query', layout: layoutId, partial }),
    onOptions: (partial: Record<string, unknown>) => change({ kind: 'options', layout: layoutId, partial }),
    onSelect: (keys: PrimaryKey[]) => setSelection(keys),
    onNextPage: rows.nextPage,
    onInput: (list: Item[]) =>
      saveRows.mutate(list, {
        onError: (error) => bus.emit('error', { error, notify: 'something_went_wrong_body' }),
      }),
    fetchItems,
    queryKey: itemKeys.lists(project, collection),
  };

  return (
    <>
      <Header
        title={title}
        back={
          collection === 'directus_webhooks'
            ? { to: `/${project}/settings`, label: t('settings') }
            : undefined
        }
        breadcrumb={<Breadcrumb project={project} collection={collection} />}
        titleExtra={
          <>
            {user && (
              <SaveBookmark
                project={project}
                collection={collection}
                view={view}
                match={match}
                user={{ id: user.id, role: user.role?.id ?? null, roleName: user.role?.name ?? '', admin }}
              />
            )}
            {/* A refused view has no count to give: its alert says why, the header stays quiet. */}
            {!collection.startsWith(SYSTEM_PREFIX) && !refusal && !isRefusal(counts.error) && (
              <EstimatedCount project={project} collection={collection} params={countParams} />
            )}
          </>
        }
      >
        <div className="listing-header-actions">
          {showFilters && (
            <FilterBar
              fields={fields.list}
              search={view.search}
              filters={view.filters}
              placeholder={countLabel}
              onSearch={(search) => change({ kind: 'search', search })}
              onFilters={(filters) => change({ kind: 'filters', filters })}
              onClear={() => change({ kind: 'clear' })}
            />
          )}
          <ImportButton project={project} collection={collection} />
          <ExportMenu project={project} collection={collection} params={params} />
          <CopyQueryMenu project={project} collection={collection} params={params} />
          <OpenVersions project={project} collection={collection} />
          <TrashLink project={project} collection={collection} />
          <ListingActions
            buttons={buttons}
            project={project}
            collection={collection}
            selection={selection}
            deleting={remove.isPending}
            addButton={addButton}
            onDelete={() =>
              remove.mutate(selection, {
                onSuccess: () => {
                  setSelection([]);
                  notify({ title: 'item_deleted', color: 'success', iconMain: 'check' });
                },
                onError: (error) => bus.emit('error', { error, notify: 'something_went_wrong_body' }),
              })
            }
            onBatchEdit={() => navigate(`${rowLink(project, collection, selection.join(','))}`)}
          />
        </div>
      </Header>
      <div className={`listing-body${rows.stale ? ' listing-stale' : ''}`}>
        <LiveListing
          {...{ project, collection, params }}
          primaryKey={fields.primaryKey}
          enabled={ready && !refusal}
        />
        {rows.stale && (
          <div className="listing-stale-notice">
            <Notice color="danger" icon="cloud_off">
              {t('stale_rows')}
            </Notice>
          </div>
        )}
        {/* Empty and error states sit at the top of the content, where the eye is; the calendar
            shows its own empty days. */}
        {refusal ? (
          <ListingRefused
            reason={errorMessage(t, refusal.code, refusal.message)}
            onClear={filtering ? () => change({ kind: 'clear' }) : undefined}
          />
        ) : empty && (empty !== 'no_results' || layoutId !== 'calendar') ? (
          <ListingEmpty kind={empty} />
        ) : layout.error ? (
          <Notice color="danger">{t('extension_error', { ext: view.viewType })}</Notice>
        ) : layoutProps && layout.module ? (
          <layout.module.View {...layoutProps} />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </div>
      <InfoSidebarContent>
        <div className="listing-sidebar">
          <LayoutPicker value={layoutId} onChange={(viewType) => change({ kind: 'type', viewType })} />
          {layoutProps && layout.module && <layout.module.Options {...layoutProps} />}
        </div>
      </InfoSidebarContent>
    </>
  );
}
