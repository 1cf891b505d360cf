/**
 * Test set-up shared by the relational interfaces' unit tests: a query client holding the
 * collections and relations of a small project, the current project, the API root for mocked
 * calls, and a fake layout so the item select modal's virtual table renders rows.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Relation } from '@atrium/sdk';
import { setApiRoot } from '../../api/client';
import { collectionKeys } from '../../api/collections/keys';
import { createQueryClient } from '../../api/query-client';
import { relationKeys } from '../../api/relations/keys';
import { fakeLayout } from '../../layouts/shared/testing';
import { useProjects } from '../../stores/projects';

export const PROJECT = 'demo';

type FieldSpec = Record<string, unknown>;

/** A collection with an integer `id` primary key and these fields (text inputs unless told). */
export function collection(name: string, fields: Record<string, FieldSpec>, pk = 'id') {
  const all: Record<string, FieldSpec> = {
    [pk]: {
      field: pk,
      type: 'integer',
      datatype: 'INT',
      interface: 'primary-key',
      primary_key: true,
      hidden_detail: true,
      sort: 1,
    },
  };
  let sort = 2;
  for (const [field, spec] of Object.entries(fields))
    all[field] = {
      field,
      type: 'string',
      datatype: 'VARCHAR',
      interface: 'text-input',
      sort: sort++,
      ...spec,
    };
  for (const f of Object.values(all)) f.collection = name;
  return { collection: name, fields: all };
}

export function relatedWrapper(
  collections: ReturnType<typeof collection>[],
  relations: Partial<Relation>[] = [],
) {
  fakeLayout();
  setApiRoot('http://localhost/');
  useProjects.setState({
    current: PROJECT,
    projects: [{ key: PROJECT, status: 'successful', data: null, error: null }],
  });
  const client = createQueryClient();
  client.setQueryData(
    collectionKeys.all(PROJECT),
    Object.fromEntries(collections.map((c) => [c.collection, c])),
  );
  client.setQueryData(relationKeys.all(PROJECT), relations);
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** A mocked items endpoint: `limit`, `offset`, `q` and `filter[pk][in]` honoured; meta counts. */
export function itemsRoute(rows: Record<string, unknown>[], pk = 'id') {
  return (call: { search: string }) => {
    const params = new URLSearchParams(call.search);
    let out = rows;
    const inList = params.get(`filter[${pk}][in]`);
    if (inList) out = out.filter((r) => inList.split(',').includes(String(r[pk])));
    const q = params.get('q');
    if (q) out = out.filter((r) => JSON.stringify(r).includes(q));
    const limit = Number(params.get('limit') ?? -1);
    const offset = Number(params.get('offset') ?? 0);
    const page = limit > 0 ? out.slice(offset, offset + limit) : out;
    return { body: { data: page, meta: { total_count: rows.length, filter_count: out.length } } };
  };
}

/**
 * Clicks the row of the item select modal that shows `text`, once its cell shows the interface's
 * Display (a cell shows the plain value until the Display has loaded, then re-renders).
 */
export async function pickRow(modal: { getByText(text: string): HTMLElement }, text: string) {
  const cell = await waitFor(() => {
    const el = modal.getByText(text);
    if (el.closest('.field-display-plain')) throw new Error(`"${text}" still shows its plain value`);
    return el;
  });
  fireEvent.click(cell.closest('[role="row"]') ?? cell);
}
