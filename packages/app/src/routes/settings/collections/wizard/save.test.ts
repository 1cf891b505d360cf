import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Collection, Field, Relation } from '@atrium/sdk';
import { api } from '../../../../api/client';
import { emptyRelation, newDraft, type Draft } from './draft';
import { saveWizard, StepError } from './save';

const posts = {
  collection: 'posts',
  managed: true,
  fields: { id: { field: 'id', type: 'integer', datatype: 'INT', primary_key: true, sort: 1 } as Field },
} as unknown as Collection;
const tags = { ...posts, collection: 'tags' } as Collection;
const all = { posts, tags };

const m2m: Draft = {
  ...newDraft(),
  interface: 'many-to-many',
  field: 'tags',
  type: 'o2m',
  relation: { ...emptyRelation(), related: 'tags', newJunction: 'posts_tags' },
};

const failWith = (message: string) => () => Promise.reject(new Error(message));

describe('saving the field wizard', () => {
  beforeEach(() => {
    vi.spyOn(api, 'createCollection').mockResolvedValue(posts);
    vi.spyOn(api, 'createField').mockResolvedValue(posts.fields.id!);
    vi.spyOn(api, 'createRelation').mockResolvedValue({} as Relation);
  });

  it('creates the junction (hidden), then the field after the last one, then both relation rows', async () => {
    await saveWizard({
      project: 'p',
      here: posts,
      all,
      relations: [],
      draft: m2m,
      kind: 'm2m',
      existing: null,
    });
    expect(api.createCollection).toHaveBeenCalledWith(
      'p',
      expect.objectContaining({ collection: 'posts_tags', hidden: true }),
    );
    expect(api.createField).toHaveBeenCalledWith(
      'p',
      'posts',
      expect.objectContaining({ field: 'tags', sort: 2 }),
    );
    expect(api.createRelation).toHaveBeenCalledTimes(2);
  });

  it('names the relation step when the junction cannot be created, before touching the field', async () => {
    vi.mocked(api.createCollection).mockImplementation(failWith('Collection already exists'));
    const error = await saveWizard({
      project: 'p',
      here: posts,
      all,
      relations: [],
      draft: m2m,
      kind: 'm2m',
      existing: null,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StepError);
    expect((error as StepError).step).toBe('relation');
    expect(api.createField).not.toHaveBeenCalled();
  });

  it('names the schema step when the server refuses the field', async () => {
    vi.mocked(api.createField).mockImplementation(failWith('datatype is required'));
    const error = await saveWizard({
      project: 'p',
      here: posts,
      all,
      relations: [],
      draft: m2m,
      kind: 'm2m',
      existing: null,
    }).catch((e: unknown) => e);
    expect((error as StepError).step).toBe('schema');
    expect((error as StepError).message).toBe('datatype is required');
  });
});
