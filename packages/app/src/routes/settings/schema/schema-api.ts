/** Schema snapshot, diff and apply (docs/import-and-schema.md) through the app's API client. */
import { api } from '../../../api/client';

export interface DiffEntry {
  kind: 'N' | 'D' | 'E';
  path?: string[];
  lhs?: unknown;
  rhs?: unknown;
}

export interface DiffItem {
  collection: string;
  field?: string;
  related_collection?: string | null;
  destructive: boolean;
  diff: DiffEntry[];
}

/** A role, permission, preset or setting (when the snapshot included them): `key` names it. */
export interface ExtraItem {
  key: string;
  destructive: boolean;
  diff: DiffEntry[];
}

export interface SchemaDiff {
  hash: string;
  diff: {
    collections: DiffItem[];
    fields: DiffItem[];
    relations: DiffItem[];
    roles?: ExtraItem[];
    permissions?: ExtraItem[];
    presets?: ExtraItem[];
    settings?: ExtraItem[];
  };
}

export interface ApplyReport {
  transactional: boolean;
  applied: number;
  steps: { action: string; kind: string; name: string; destructive: boolean }[];
}

export const snapshotDownloadUrl = (project: string) =>
  `${api.apiRoot}${encodeURIComponent(project)}/schema/snapshot?export=json`;

/** The diff against a snapshot; null when the schema already matches it (204). */
export async function diffSchema(project: string, snapshot: unknown): Promise<SchemaDiff | null> {
  const res = await api.request<{ data: SchemaDiff } | null>('POST', 'schema/diff', {
    project,
    body: snapshot,
  });
  return res?.data ?? null;
}

export async function applySchema(project: string, diff: SchemaDiff): Promise<ApplyReport> {
  const res = await api.request<{ data: ApplyReport }>('POST', 'schema/apply', { project, body: diff });
  return res.data;
}
