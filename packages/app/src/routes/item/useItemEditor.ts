/**
 * The edit screen's state (product.md §4 Item edit, Save modes, Delete): loads the collection and
 * the item (with its ETag), keeps the staged edits, saves in the four modes, deletes (soft delete
 * through the status mapping), and catches stale writes (code 217) as a conflict to resolve.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  ErrorCode,
  type ContentVersion,
  type Field,
  type VersionComparison,
  type Item,
  type PrimaryKey,
  type StatusMapping,
} from '@atrium/sdk';
import { api } from '../../api/client';
import { collectionsQuery, useCollection } from '../../api/collections/queries';
import { editParams, saveTaggedItem, taggedItemQuery, useTaggedItem } from '../../api/items/tagged-item';
import { invalidateItemWrite } from '../../api/invalidation';
import { useItem } from '../../api/items/queries';
import { useMyAccess } from '../../api/permissions/queries';
import { copyPayload } from '../../form/copy';
import { formAccess } from '../../form/access';
import { createStaging, currentValues, isEditing, type Values } from '../../form/staging';
import { errorCode, errorMessage } from '../../lib/errors';
import { collectionLink } from '../../lib/routes';
import { notify } from '../../stores/notifications';
import { useUnsavedEdits } from '../../stores/unsaved-edits';
import { parseItemTarget, validationErrors } from './item-route';
import { changedFields } from './stored-value';
import { isNestedWriteField, mergeVersionEdits, type NestedRows } from './versions/version-delta';
import { relationsQuery } from '../../api/relations/queries';
import { resolveRelation } from '../../form/relational';
import { keyOf } from '../../interfaces/related/payload';

export type SaveMode = 'stay' | 'add' | 'copy' | 'leave';

/** A stale write: their current version and ETag, and the edits that were refused. */
export interface Conflict {
  theirs: Item;
  etag: string | null;
  mine: Values;
}

/**
 * The version the form edits instead of the live item (docs/content-workflow.md): its key (from
 * the address) and, once the item's versions are loaded, the version itself (its id for saving).
 */
export interface EditedVersion {
  key: string;
  version: ContentVersion | null;
}

export function useItemEditor(
  project: string,
  collection: string,
  segment: string,
  edited: EditedVersion | null = null,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Whether the editor is still on screen: a save or delete that ends after the user went
  // elsewhere must not take them back (its navigation is for the screen it started on). The
  // address is read from the window: while the next screen's code loads, the router keeps this
  // screen rendered with its old location.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const client = useQueryClient();
  const target = useMemo(() => parseItemTarget(segment), [segment]);
  const info = useCollection(project, collection);
  const fields: Record<string, Field> = useMemo(() => info.data?.fields ?? {}, [info.data]);
  const pkField = useMemo(() => Object.values(fields).find((f) => f.primary_key)?.field ?? 'id', [fields]);
  const statusField = useMemo(
    () => Object.values(fields).find((f) => String(f.type) === 'status') ?? null,
    [fields],
  );
  const statusMapping =
    (statusField?.options as { status_mapping?: StatusMapping } | null)?.status_mapping ?? null;
  const versionKey = edited?.key ?? null;
  const params = useMemo(
    () => (versionKey ? { ...editParams(collection), version: versionKey } : editParams(collection)),
    [collection, versionKey],
  );

  const single = useTaggedItem(project, collection, target.kind === 'single' ? target.key : null, params);
  const batch = useItem(project, collection, target.kind === 'batch' ? target.keys : null, {
    fields: [pkField],
  });

  // One staging store per opened item (a new form, another id, a batch). It starts from the item
  // when that is already loaded: the form then renders once with its values, not once empty and
  // again filled (a 40-field form's whole first render, twice).
  const store = useMemo(
    () => createStaging(target.kind === 'single' ? (single.data?.data ?? {}) : {}),
    [project, collection, segment, versionKey], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const [etag, setEtag] = useState<string | null>(() => single.data?.etag ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);

  // Saved values: the loaded item, the defaults of a new item, nothing for a batch.
  useEffect(() => {
    if (target.kind === 'single' && single.data) {
      // A refetch while edits are staged must not move the base (or the ETag) under them:
      // a save would otherwise overwrite someone else's change without a conflict.
      if (Object.keys(store.getState().edits).length > 0) return;
      if (store.getState().saved !== single.data.data) store.getState().setSaved(single.data.data ?? {});
      setEtag(single.data.etag);
    }
  }, [single.data, store, target.kind]);
  useEffect(() => {
    if (target.kind !== 'new' || !info.data) return;
    const defaults: Values = {};
    for (const f of Object.values(fields))
      if (f.default_value !== null && f.default_value !== undefined) defaults[f.field] = f.default_value;
    store.getState().setSaved(defaults);
  }, [target.kind, info.data, fields, store]);

  const saving = useStore(store, (s) => s.saving);
  const editing = useStore(store, isEditing);
  const setDirty = useUnsavedEdits((s) => s.setDirty);
  useEffect(() => setDirty(editing), [editing, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);

  const { admin, permissions } = useMyAccess(project);
  const savedStatus = useStore(store, (s) => (statusField ? s.saved[statusField.field] : undefined));
  const access = useMemo(
    () =>
      formAccess({
        permissions,
        collection,
        admin,
        isNew: target.kind === 'new',
        status: savedStatus,
        statuses: Object.keys(statusMapping ?? {}),
        softDeleteStatuses: Object.entries(statusMapping ?? {})
          .filter(([, s]) => s.soft_delete)
          .map(([key]) => key),
      }),
    [permissions, collection, admin, target.kind, savedStatus, statusMapping],
  );

  const listing = collectionLink(project, collection);
  const itemLink = (key: PrimaryKey) => `${listing}/${encodeURIComponent(String(key))}`;
  /** Leaves for `to` once the edits are saved or gone, if the user is still where `from` was. */
  const leave = (to: string, from: string) => {
    // The edits are gone or saved: leaving must not ask again.
    store.getState().discard();
    setDirty(false);
    if (shown.current && window.location.hash === from) navigate(to);
  };

  function failed(error: unknown) {
    const code = errorCode(error);
    const message = (error as Error)?.message ?? '';
    if (code === ErrorCode.InvalidPayloadValidation || code === ErrorCode.InvalidPayload) {
      const byField = validationErrors(message, Object.keys(fields));
      setErrors(byField);
    }
    notify({ title: errorMessage(t, code, message), color: 'danger' });
  }

  /**
   * Saves one item against `ifMatch`; null when it was refused as stale (the conflict is then
   * set). Otherwise the saved item (null when the answer had none) and its new ETag.
   */
  async function saveSingle(
    key: PrimaryKey,
    edits: Values,
    ifMatch: string | null,
  ): Promise<{ item: Item | null; etag: string | null } | null> {
    try {
      const out = await saveTaggedItem(project, collection, key, edits, ifMatch, params);
      return { item: out.data ?? null, etag: out.etag };
    } catch (error) {
      if (errorCode(error) === ErrorCode.ItemModified) {
        const theirs = await api.getItemTagged<Item>(project, collection, key, params);
        setConflict({ theirs: theirs.data, etag: theirs.etag, mine: edits });
        return null;
      }
      throw error;
    }
  }

  /**
   * After a save of the single item: the form holds the saved item and its new version at once,
   * so the next save sends the new ETag even when the user edits again before any refetch lands
   * (a refetch arriving over staged edits is ignored, see above).
   */
  async function settle(key: PrimaryKey, out: { item: Item | null; etag: string | null }) {
    if (out.item && out.etag) {
      store.getState().setSaved(out.item);
      setEtag(out.etag);
      client.setQueryData(taggedItemQuery(project, collection, key, params).queryKey, {
        data: out.item,
        etag: out.etag,
      });
      return;
    }
    // No item or no version in the answer: the item as the server now has it.
    store.getState().discard();
    const fresh = await single.refetch();
    if (fresh.data) {
      store.getState().setSaved(fresh.data.data ?? {});
      setEtag(fresh.data.etag);
    }
  }

  /**
   * The version's delta with the form's edits over it (versions/version-delta.ts): its delta as it
   * is now, and, for a relational field it already changes, the live item's rows of that field and
   * the key of the rows its writes name, to place edits of the rows the version creates.
   */
  async function versionDelta(id: string, edits: Values, view: Values): Promise<Values> {
    const { data: now } = await api.request<{ data: VersionComparison }>('GET', `versions/${id}/compare`, {
      project,
    });
    const delta = now.current ?? {};
    const relational = Object.keys(edits).filter(
      (f) => isNestedWriteField(fields[f]) && Array.isArray(delta[f]) && Array.isArray(edits[f]),
    );
    const nested: Record<string, NestedRows> = {};
    if (relational.length) {
      const [relations, collections] = await Promise.all([
        client.fetchQuery(relationsQuery(project)),
        client.fetchQuery(collectionsQuery(project)),
      ]);
      for (const f of relational) {
        const related = resolveRelation(relations, collection, f)?.collection_many;
        const pk = Object.values(collections[related ?? '']?.fields ?? {}).find((x) => x.primary_key)?.field;
        if (!pk) continue;
        const live = Array.isArray(now.main[f]) ? (now.main[f] as unknown[]) : [];
        nested[f] = {
          pk,
          view: view[f],
          live: new Set(
            live
              .map((r) => keyOf(r, pk))
              .filter((k) => k !== null)
              .map(String),
          ),
        };
      }
    }
    return mergeVersionEdits(delta, edits, fields, nested);
  }

  async function save(mode: SaveMode): Promise<void> {
    const from = window.location.hash;
    const state = store.getState();
    if (state.saving) return;
    if (!access.canSave) return;
    setErrors({});
    state.setSaving(true);
    try {
      if (mode === 'copy') {
        const values = copyPayload(currentValues(state), fields);
        const created = await api.createItem<Item>(project, collection, values, params);
        await invalidateItemWrite(client, project, collection);
        notify({ title: t('item_saved', { count: 1 }), color: 'success' });
        const key = created?.[pkField] as PrimaryKey | undefined;
        leave(key !== undefined ? itemLink(key) : listing, from);
        return;
      }
      if (target.kind === 'batch') {
        // No field switched on: nothing was saved, and the user is told so.
        if (Object.keys(state.edits).length === 0) {
          notify({ title: t('nothing_to_save'), color: 'warning' });
          return;
        }
        await api.updateItem(project, collection, target.keys, state.edits);
        await invalidateItemWrite(client, project, collection, target.keys);
        notify({ title: t('item_saved', { count: target.keys.length }), color: 'success' });
        leave(listing, from);
        return;
      }
      if (target.kind === 'new') {
        const created = await api.createItem<Item>(project, collection, state.edits, params);
        await invalidateItemWrite(client, project, collection);
        notify({ title: t('item_saved', { count: 1 }), color: 'success' });
        const key = created?.[pkField] as PrimaryKey | undefined;
        if (mode === 'add') {
          store.getState().setSaved({ ...state.saved });
          store.getState().setSaving(false);
          return;
        }
        leave(mode === 'stay' && key !== undefined ? itemLink(key) : listing, from);
        return;
      }
      if (edited) {
        // Into the version: the live item, its ETag and its activity are not touched.
        if (!edited.version) return;
        const id = edited.version.id;
        const delta = await versionDelta(id, state.edits, state.saved);
        await api.request('POST', `versions/${id}/save`, { project, body: delta });
        // The form keeps its values until the version's new view is there, then rests on it.
        const view = await single.refetch();
        if (view.data) store.getState().setSaved(view.data.data ?? {});
        else store.getState().discard();
        await client.invalidateQueries({ queryKey: ['workflow', project] });
        notify({
          title: t('workflow.saved_to_version', { name: edited.version.name ?? edited.key }),
          color: 'success',
        });
        if (mode !== 'stay') leave(listing, from);
        return;
      }
      const saved = await saveSingle(target.key, state.edits, etag);
      if (!saved) return; // a conflict to resolve
      if (mode === 'stay') await settle(target.key, saved);
      await invalidateItemWrite(client, project, collection, [target.key]);
      notify({ title: t('item_saved', { count: 1 }), color: 'success' });
      if (mode === 'stay') return;
      if (mode === 'add') leave(`${listing}/+`, from);
      else leave(listing, from);
    } catch (error) {
      failed(error);
    } finally {
      store.getState().setSaving(false);
    }
  }

  /** Conflict: write mine over theirs (with their ETag), or drop mine and take theirs. */
  async function resolveConflict(choice: 'mine' | 'theirs') {
    if (!conflict || target.kind !== 'single') return;
    const current = conflict;
    setConflict(null);
    if (choice === 'theirs') {
      store.getState().setSaved(current.theirs);
      setEtag(current.etag);
      await invalidateItemWrite(client, project, collection, [target.key]);
      return;
    }
    store.getState().setSaving(true);
    try {
      const saved = await saveSingle(target.key, current.mine, current.etag);
      if (!saved) return;
      await settle(target.key, saved);
      await invalidateItemWrite(client, project, collection, [target.key]);
      notify({ title: t('item_saved', { count: 1 }), color: 'success' });
    } catch (error) {
      failed(error);
    } finally {
      store.getState().setSaving(false);
    }
  }

  /** Delete (product.md §4): the soft-delete status when the mapping has one, else removal. */
  async function remove(): Promise<void> {
    if (target.kind !== 'single') return;
    const from = window.location.hash;
    const soft = statusMapping
      ? Object.entries(statusMapping).find(([, s]) => s.soft_delete)?.[0]
      : undefined;
    try {
      if (soft !== undefined && statusField) {
        await api.updateItem(project, collection, target.key, { [statusField.field]: soft });
        await invalidateItemWrite(client, project, collection, [target.key]);
      } else {
        await api.deleteItems(project, collection, [target.key]);
        await invalidateItemWrite(client, project, collection);
      }
      notify({ title: t('item_deleted'), color: 'success' });
      leave(listing, from);
    } catch (error) {
      failed(error);
    }
  }

  const conflictFields = useMemo(
    () => (conflict ? changedFields(fields, store.getState().saved, conflict.theirs) : new Set<string>()),
    [conflict, store, fields],
  );

  return {
    target,
    info,
    fields,
    pkField,
    statusField,
    statusMapping,
    single,
    batch,
    store,
    access,
    saving,
    editing,
    errors,
    conflict,
    conflictFields,
    save,
    remove,
    resolveConflict,
    listing,
  };
}

export type ItemEditor = ReturnType<typeof useItemEditor>;
