import { describe, expect, it } from 'vitest';
import { defaultField, type Field } from '@atrium/sdk';
import { applyWidths, layoutFields, sortFields } from '../../src/form/layout';
import { createStaging, currentValues, isEditing, stageValue } from '../../src/form/staging';
import { copyPayload } from '../../src/form/copy';
import { formAccess } from '../../src/form/access';

const field = (name: string, extra: Partial<Field> = {}): Field =>
  defaultField({
    collection: 'articles',
    field: name,
    interface: 'text-input',
    datatype: 'VARCHAR',
    signed: true,
    length: 255,
    ...extra,
  });

describe('form layout', () => {
  it('orders fields by sort with nulls last, ties in metadata order', () => {
    const out = sortFields([field('c'), field('a', { sort: 2 }), field('d'), field('b', { sort: 1 })]);
    expect(out.map((f) => f.field)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('turns a half right after a half into half-right, and unknown widths into full', () => {
    const widths = applyWidths([
      field('a', { width: 'half' }),
      field('b', { width: 'half' }),
      field('c', { width: 'half' }),
      field('d', { width: 'full' }),
      field('e', { width: 'half' }),
      field('f', { width: 'half-left' }),
      field('g', { width: 'half' }),
      field('h', { width: null }),
      field('i', { width: 'weird' as Field['width'] }),
    ]);
    // c follows a half-right, not a half: it starts a new pair.
    expect(widths).toEqual([
      'half',
      'half-right',
      'half',
      'full',
      'half',
      'half-left',
      'half',
      'full',
      'full',
    ]);
  });

  it('drops hidden_detail and read-blacklisted fields before pairing halves', () => {
    const out = layoutFields(
      [
        field('a', { width: 'half', sort: 1 }),
        field('secret', { width: 'half', sort: 2 }),
        field('hidden', { width: 'half', sort: 3, hidden_detail: true }),
        field('b', { width: 'half', sort: 4 }),
      ],
      { readBlacklist: ['secret'] },
    );
    expect(out.map((f) => [f.field.field, f.width])).toEqual([
      ['a', 'half'],
      ['b', 'half-right'],
    ]);
  });

  it('makes readonly, write-blacklisted and all fields of a read-only form read-only', () => {
    const fields = [field('a'), field('b', { readonly: '1' as unknown as boolean }), field('c')];
    expect(layoutFields(fields, { writeBlacklist: ['c'] }).map((f) => f.readonly)).toEqual([
      false,
      true,
      true,
    ]);
    expect(layoutFields(fields, { readonly: true }).every((f) => f.readonly)).toBe(true);
  });
});

describe('staging', () => {
  it('unstages a value equal to the saved one (deep for objects)', () => {
    const saved = { title: 'Hi', tags: ['a', 'b'], meta: { x: 1 } };
    let edits = stageValue({}, saved, 'title', 'Hello');
    expect(edits).toEqual({ title: 'Hello' });
    edits = stageValue(edits, saved, 'title', 'Hi');
    expect(edits).toEqual({});
    expect(stageValue({}, saved, 'tags', ['a', 'b'])).toEqual({});
    expect(stageValue({}, saved, 'meta', { x: 2 })).toEqual({ meta: { x: 2 } });
    expect(stageValue({}, { n: null }, 'n', undefined)).toEqual({});
    expect(stageValue({}, { n: 1 }, 'n', '1')).toEqual({ n: '1' });
  });

  it('is editing only with staged values and not while saving', () => {
    const store = createStaging({ title: 'Hi' });
    expect(isEditing(store.getState())).toBe(false);
    store.getState().stage('title', 'Yo');
    expect(isEditing(store.getState())).toBe(true);
    expect(currentValues(store.getState())).toEqual({ title: 'Yo' });
    store.getState().setSaving(true);
    expect(isEditing(store.getState())).toBe(false);
    store.getState().setSaving(false);
    store.getState().setSaved({ title: 'Yo' });
    expect(isEditing(store.getState())).toBe(false);
  });

  it('batch: deactivating a field removes its staged value', () => {
    const store = createStaging({});
    store.getState().setActive('title', true);
    store.getState().stage('title', 'Same for all');
    store.getState().setActive('body', true);
    expect(store.getState().active).toEqual(['title', 'body']);
    store.getState().setActive('title', false);
    expect(store.getState().edits).toEqual({});
    expect(store.getState().active).toEqual(['body']);
  });
});

describe('save as copy', () => {
  it('drops the primary key, alias, timestamps, owner, updated-by and o2m fields', () => {
    const fields = Object.fromEntries(
      [
        field('id', { primary_key: true, type: 'integer' }),
        field('title'),
        field('divider', { type: 'alias' }),
        field('created_on', { type: 'datetime_created' }),
        field('modified_on', { type: 'datetime_updated' }),
        field('created_by', { type: 'owner' }),
        field('modified_by', { type: 'user_updated' }),
        field('comments', { type: 'o2m' }),
        field('author', { type: 'm2o' }),
        field('status', { type: 'status' }),
      ].map((f) => [f.field, f]),
    );
    const values = {
      id: 7,
      title: 'T',
      divider: null,
      created_on: 'x',
      modified_on: 'y',
      created_by: 1,
      modified_by: 1,
      comments: [{ id: 1 }],
      author: 3,
      status: 'draft',
    };
    expect(copyPayload(values, fields)).toEqual({ title: 'T', author: 3, status: 'draft' });
  });
});

describe('form access', () => {
  const perms = {
    articles: {
      collection: 'articles',
      statuses: {
        $create: {
          collection: 'articles',
          status: '$create',
          create: 'full',
          status_blacklist: ['published'],
        },
        draft: {
          collection: 'articles',
          status: 'draft',
          update: 'mine',
          delete: 'none',
          comment: 'write',
          write_field_blacklist: ['slug'],
        },
        published: {
          collection: 'articles',
          status: 'published',
          update: 'none',
          comment: 'read',
          read_field_blacklist: ['notes'],
        },
      },
    },
    plain: { collection: 'plain', create: 'none', update: 'full', delete: 'full', comment: 'none' },
  };

  it('admins may do everything', () => {
    expect(formAccess({ permissions: {}, collection: 'x', admin: true, isNew: false })).toMatchObject({
      readonly: false,
      canDelete: true,
    });
  });

  it('uses the $create row for a new item, with its status blacklist', () => {
    const a = formAccess({ permissions: perms, collection: 'articles', admin: false, isNew: true });
    expect(a).toMatchObject({ readonly: false, canSave: true, statusBlacklist: ['published'] });
  });

  it('uses the row of the item status: blacklists, read-only without update, comment box rules', () => {
    const draft = formAccess({
      permissions: perms,
      collection: 'articles',
      admin: false,
      isNew: false,
      status: 'draft',
    });
    expect(draft).toMatchObject({
      readonly: false,
      canDelete: false,
      canComment: true,
      writeBlacklist: ['slug'],
      statusBlacklist: [],
    });
    const published = formAccess({
      permissions: perms,
      collection: 'articles',
      admin: false,
      isNew: false,
      status: 'published',
    });
    expect(published).toMatchObject({
      readonly: true,
      canSave: false,
      canComment: false,
      readBlacklist: ['notes'],
    });
  });

  it('a new item without create permission is a read-only form', () => {
    expect(formAccess({ permissions: perms, collection: 'plain', admin: false, isNew: true })).toMatchObject({
      readonly: true,
      canSave: false,
    });
    expect(formAccess({ permissions: perms, collection: 'plain', admin: false, isNew: false })).toMatchObject(
      { readonly: false, canComment: false },
    );
  });
});
