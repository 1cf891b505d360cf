import { describe, expect, it } from 'vitest';
import type { Collection, Field } from '@atrium/sdk';
import { emptyRelation, fieldBody, newDraft, relationPlan, withInterface, type Draft } from './draft';

const field = (name: string, extra: Partial<Field> = {}): Field =>
  ({ field: name, type: 'integer', datatype: 'INT', primary_key: false, ...extra }) as Field;
const collection = (name: string, fields: Field[]): Collection =>
  ({
    collection: name,
    managed: true,
    fields: Object.fromEntries(fields.map((f) => [f.field, f])),
  }) as Collection;

const posts = collection('posts', [field('id', { primary_key: true })]);
const tags = collection('tags', [field('id', { primary_key: true })]);
const codes = collection('codes', [
  field('code', { primary_key: true, type: 'string', datatype: 'VARCHAR', length: '20' }),
]);
const all = { posts, tags, codes };

const draft = (patch: Partial<Draft>): Draft => ({
  ...newDraft(),
  ...patch,
  relation: { ...emptyRelation(), ...patch.relation },
});

describe('field wizard drafts', () => {
  it('takes the interface’s first type, its datatype and recommended length', () => {
    const d = withInterface(newDraft(), 'text-input', {
      name: 'Text',
      version: '1',
      icon: 'x',
      types: ['string', 'lang'],
      options: { trim: { name: 'Trim', interface: 'switch', default: true } },
      recommended: { length: 200 },
    });
    expect(d).toMatchObject({ interface: 'text-input', type: 'string', datatype: 'VARCHAR', length: '200' });
    expect(d.options).toEqual({ trim: true });
  });

  it('sends alias fields without a datatype, and only changes for an existing field', () => {
    const alias = fieldBody(
      draft({ field: 'tags', type: 'o2m', interface: 'many-to-many', datatype: 'VARCHAR' }),
      null,
    );
    expect(alias.datatype).toBeUndefined();
    const existing = {
      ...field('views'),
      interface: 'numeric',
      options: {},
      width: 'full',
      note: null,
    } as Field;
    const body = fieldBody(
      draft({ field: 'views', type: 'integer', datatype: 'INT', interface: 'numeric', width: 'half' }),
      existing,
    );
    expect(body).toEqual({ field: 'views', width: 'half' });
  });

  it('plans a many-to-one as one relation row', () => {
    const plan = relationPlan(
      'm2o',
      draft({ field: 'tag', relation: { related: 'tags' } as never }),
      posts,
      all,
      [],
    );
    expect(plan.relations).toEqual([{ collection_many: 'posts', field_many: 'tag', collection_one: 'tags' }]);
    expect(plan.collections).toEqual([]);
  });

  it('plans a many-to-many with a new junction: two foreign keys matching the keys, two rows', () => {
    const d = draft({ field: 'codes', relation: { related: 'codes', newJunction: 'posts_codes' } as never });
    const plan = relationPlan('m2m', d, posts, all, []);
    expect(plan.collections[0]!.collection).toBe('posts_codes');
    const fks = plan.collections[0]!.fields.slice(1);
    expect(fks).toMatchObject([
      { field: 'posts_id', datatype: 'INT' },
      { field: 'codes_id', datatype: 'VARCHAR', length: '20' },
    ]);
    expect(plan.relations).toEqual([
      {
        collection_many: 'posts_codes',
        field_many: 'posts_id',
        collection_one: 'posts',
        field_one: 'codes',
        junction_field: 'codes_id',
      },
      {
        collection_many: 'posts_codes',
        field_many: 'codes_id',
        collection_one: 'codes',
        field_one: null,
        junction_field: 'posts_id',
      },
    ]);
  });

  it('plans a one-to-many over an existing many-to-one row by naming its alias', () => {
    const rows = [
      {
        id: 7,
        collection_many: 'tags',
        field_many: 'post',
        collection_one: 'posts',
        field_one: null,
        junction_field: null,
      },
    ];
    const d = draft({ field: 'tags', relation: { related: 'tags', relatedField: 'post' } as never });
    const plan = relationPlan('o2m', d, posts, all, rows);
    expect(plan.updates).toEqual([{ id: 7, collection_one: 'posts', field_one: 'tags' }]);
    expect(plan.relations).toEqual([]);
  });

  it('plans translations with a new collection holding the key and a language', () => {
    const d = draft({ field: 'translations', relation: { newJunction: 'posts_translations' } as never });
    const plan = relationPlan('translation', d, posts, all, []);
    expect(plan.collections[0]!.fields.map((f) => f.field)).toEqual(['id', 'posts_id', 'language']);
    expect(plan.relations).toEqual([
      {
        collection_many: 'posts_translations',
        field_many: 'posts_id',
        collection_one: 'posts',
        field_one: 'translations',
      },
    ]);
  });
});
