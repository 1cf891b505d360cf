/**
 * Saving the wizard: collections the relation needs, then the field, then its relation rows.
 * A failure names the step whose input caused it, so the wizard can show it there.
 */
import type { Collection, Field, Relation } from '@atrium/sdk';
import { api } from '../../../../api/client';
import { fieldBody, foreignKeyColumn, relationPlan, type Draft } from './draft';
import type { RelationKind } from './rules';

export type WizardStep = 'interface' | 'schema' | 'relation' | 'options' | 'display';

export class StepError extends Error {
  constructor(
    readonly step: WizardStep,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

async function at<T>(step: WizardStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new StepError(step, err);
  }
}

export async function saveWizard(options: {
  project: string;
  here: Collection;
  all: Record<string, Collection>;
  relations: readonly Relation[];
  draft: Draft;
  kind: RelationKind | null;
  existing: Field | null;
}): Promise<void> {
  const { project, here, all, relations, draft, kind, existing } = options;
  if (existing) {
    const body = fieldBody(draft, existing);
    if (Object.keys(body).length > 1)
      await at('schema', () => api.updateField(project, here.collection, draft.field, body));
    return;
  }
  const plan = kind ? relationPlan(kind, draft, here, all, relations) : null;
  const body = fieldBody(draft, null);
  const sorts = Object.values(here.fields).map((f) => f.sort ?? 0);
  body.sort = (sorts.length ? Math.max(...sorts) : 0) + 1;
  if (kind === 'm2o' && draft.relation.related) {
    const column = foreignKeyColumn(all[draft.relation.related]);
    if (column.length) Object.assign(body, column);
  }
  if (kind === 'translation' && !draft.relation.junction)
    body.options = { ...(body.options as Record<string, unknown>), languageField: 'language' };
  // Junction and translations collections are plumbing: created hidden from the navigation.
  for (const c of plan?.collections ?? [])
    await at('relation', () =>
      api.createCollection(project, { collection: c.collection, hidden: true, fields: c.fields }),
    );
  await at('schema', () => api.createField(project, here.collection, body));
  for (const row of plan?.relations ?? []) await at('relation', () => api.createRelation(project, row));
  for (const { id, ...row } of plan?.updates ?? [])
    await at('relation', () => api.updateRelation(project, id, row));
}
