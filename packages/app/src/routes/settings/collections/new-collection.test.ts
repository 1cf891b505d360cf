import { describe, expect, it } from 'vitest';
import { newCollectionFields } from './new-collection';

describe('a new collection’s fields', () => {
  it('has one auto-increment integer primary key by default', () => {
    const [id, ...rest] = newCollectionFields('auto_increment', []);
    expect(rest).toEqual([]);
    expect(id).toMatchObject({
      field: 'id',
      type: 'integer',
      datatype: 'INT',
      primary_key: true,
      auto_increment: true,
    });
  });

  it('makes string and uuid keys without auto increment', () => {
    expect(newCollectionFields('string', [])[0]).toMatchObject({
      type: 'string',
      datatype: 'VARCHAR',
      length: '255',
    });
    expect(newCollectionFields('uuid', [])[0]).toMatchObject({ type: 'uuid', length: '36' });
    expect(newCollectionFields('uuid', [])[0]!.auto_increment).toBeUndefined();
  });

  it('adds the chosen system fields in a fixed order, each once, with the default status mapping', () => {
    const fields = newCollectionFields('auto_increment', ['modified_on', 'status', 'owner']);
    expect(fields.map((f) => f.field)).toEqual(['id', 'status', 'owner', 'modified_on']);
    expect(fields.map((f) => f.sort)).toEqual([1, 2, 3, 4]);
    const status = fields[1]!;
    expect(status).toMatchObject({ type: 'status', interface: 'status', default_value: 'draft' });
    expect(Object.keys((status.options as { status_mapping: object }).status_mapping)).toEqual([
      'published',
      'draft',
      'deleted',
    ]);
    expect(fields.filter((f) => f.primary_key)).toHaveLength(1);
  });
});
