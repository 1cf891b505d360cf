/**
 * Reads relational interfaces share: the related collection's fields (with their translated
 * names) and rows fetched by primary key (rows a person linked but the saved value doesn't hold).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { useCollection } from '../../api/collections/queries';
import { useItems } from '../../api/items/queries';
import { useProjectKey } from '../../api/project-key';
import { fieldInfo } from '../../lib/field-list';
import { keyOf, type Key, type Row } from './payload';

export interface RelatedCollection {
  /** `undefined` while loading, `null` when the collection doesn't exist. */
  fields: Record<string, Field> | null | undefined;
  named: (Field & { name: string })[];
  primaryKey: string;
  loading: boolean;
}

export function useRelatedCollection(collection: string | null | undefined): RelatedCollection {
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const info = useCollection(project, collection ?? '');
  return useMemo(() => {
    const fields = collection ? info.data?.fields : null;
    const named = fieldInfo(t, fields ?? undefined, i18n.language);
    return {
      fields: info.isPending && collection ? undefined : (fields ?? null),
      named: named.list,
      primaryKey: named.primaryKey,
      loading: !!collection && info.isPending,
    };
  }, [collection, info.data, info.isPending, t, i18n.language]);
}

/** Rows of `collection` with these keys (`*.*`), keyed by key as text. */
export function useRowsByKey(collection: string | null | undefined, primaryKey: string, keys: Key[]) {
  const project = useProjectKey();
  const list = useMemo(() => [...new Set(keys.map(String))].sort(), [keys]);
  const query = useItems<Row>(
    project,
    collection ?? '',
    { fields: '*.*', limit: -1, filter: { [primaryKey]: { in: list.join(',') } } },
    { enabled: !!project && !!collection && list.length > 0 },
  );
  return useMemo(() => {
    const map = new Map<string, Row>();
    for (const row of query.data?.data ?? []) {
      const key = keyOf(row, primaryKey);
      if (key !== null) map.set(String(key), row);
    }
    return map;
  }, [query.data, primaryKey]);
}
