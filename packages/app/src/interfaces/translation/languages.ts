/**
 * The languages a translation field offers: the rows of the languages collection that the
 * translations' language field points at (its many-to-one), else the `languages` option
 * (code → name), else the rows of a collection named `languages`.
 */
import { useMemo } from 'react';
import type { Relation } from '@atrium/sdk';
import { useCollections } from '../../api/collections/queries';
import { useItems } from '../../api/items/queries';
import { useProjectKey } from '../../api/project-key';
import { useRelations } from '../../api/relations/queries';
import { isRow } from '../related/payload';

export interface Language {
  code: string;
  name: string;
}

/** The `languages` option as a list (an object of code → name, or a list of {code, name}). */
export function languagesFromOption(option: unknown): Language[] {
  if (Array.isArray(option))
    return option
      .filter(isRow)
      .map((r) => ({ code: String(r.code ?? r.key ?? ''), name: String(r.name ?? r.value ?? r.code ?? '') }))
      .filter((l) => l.code);
  if (isRow(option))
    return Object.entries(option).map(([code, name]) => ({ code, name: String(name ?? code) }));
  return [];
}

/** Rows of a languages collection as languages: the primary key is the code, `name` the name. */
export function languagesFromRows(rows: Record<string, unknown>[], primaryKey: string): Language[] {
  return rows
    .map((r) => ({ code: String(r[primaryKey] ?? ''), name: String(r.name ?? r[primaryKey] ?? '') }))
    .filter((l) => l.code);
}

function languageCollection(
  relations: Relation[] | undefined,
  translations: string | null,
  languageField: string,
): string | null {
  const rel = relations?.find((r) => r.collection_many === translations && r.field_many === languageField);
  return rel?.collection_one ?? null;
}

export function useLanguages(translations: string | null, languageField: string, option: unknown) {
  const project = useProjectKey();
  const relations = useRelations(project);
  const collections = useCollections(project);
  const fromOption = useMemo(() => languagesFromOption(option), [option]);
  const related = languageCollection(relations.data, translations, languageField);
  const source = related ?? (fromOption.length === 0 && collections.data?.languages ? 'languages' : null);
  const pk =
    (source && Object.values(collections.data?.[source]?.fields ?? {}).find((f) => f.primary_key)?.field) ||
    'code';
  const rows = useItems<Record<string, unknown>>(
    project,
    source ?? '',
    { limit: -1, fields: '*' },
    { enabled: !!project && !!source },
  );
  return useMemo(() => {
    if (source) {
      return {
        languages: languagesFromRows(rows.data?.data ?? [], pk),
        loading: rows.isPending || relations.isPending,
        error: rows.isError,
      };
    }
    return { languages: fromOption, loading: relations.isPending || collections.isPending, error: false };
  }, [
    source,
    rows.data,
    rows.isPending,
    rows.isError,
    pk,
    fromOption,
    relations.isPending,
    collections.isPending,
  ]);
}
