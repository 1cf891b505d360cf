import { useContext, useMemo } from 'react';
import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import type { Field, Relation } from '@atrium/sdk';
import { useProjectKey } from '../api/project-key';
import { relationsQuery } from '../api/relations/queries';
import type { ResolvedRelation } from '../interfaces/types';

/**
 * Field types whose interfaces edit related data (m2o, o2m, files, users, translations) or hold
 * no column (alias). When their interface is not available, the datatype fallback would be wrong
 * (a number box for a relation): such fields show their raw value, read-only, with a note.
 */
const RELATIONAL = new Set([
  'alias',
  'm2o',
  'o2m',
  'file',
  'files',
  'translation',
  'user',
  'owner',
  'user_updated',
  'group',
]);

export const isRelationalField = (field: Pick<Field, 'type'>): boolean =>
  RELATIONAL.has(String(field.type ?? '').toLowerCase());

/** Relational fields and structured values (json, array): a text fallback would mangle them. */
export const isRawOnlyField = (field: Pick<Field, 'type'>): boolean =>
  isRelationalField(field) || ['json', 'array'].includes(String(field.type ?? '').toLowerCase());

/** The raw text of a value for the read-only fallback. */
export function rawText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '--';
  return typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);
}

/**
 * The relation of a field (app-catalogue §0 "Relations"): the many-to-one row where this field is
 * the many side; else the one-to-many row where it is the one side, with the junction's own
 * many-to-one (`junction`) when the relation goes through a junction (many-to-many).
 */
export function resolveRelation(
  relations: readonly Relation[],
  collection: string,
  field: string,
): ResolvedRelation | null {
  const m2o = relations.find((r) => r.collection_many === collection && r.field_many === field);
  if (m2o) return m2o;
  const o2m = relations.find((r) => r.collection_one === collection && r.field_one === field);
  if (!o2m) return null;
  const junction = o2m.junction_field
    ? (relations.find(
        (r) => r.collection_many === o2m.collection_many && r.field_many === o2m.junction_field,
      ) ?? null)
    : null;
  return { ...o2m, junction };
}

let idle: QueryClient | null = null;
const standalone = () => (idle ??= new QueryClient());

/** The resolved relation of `collection.field` from the project's relations (limit -1). */
export function useFieldRelation(collection: string, field: string): ResolvedRelation | null {
  const project = useProjectKey();
  // A form rendered without the app's query client (a bare component test) has no relations.
  const client = useContext(QueryClientContext);
  const relations = useQuery(
    { ...relationsQuery(project), enabled: !!project && !!client },
    client ?? standalone(),
  );
  return useMemo(
    () => (relations.data ? resolveRelation(relations.data, collection, field) : null),
    [relations.data, collection, field],
  );
}
