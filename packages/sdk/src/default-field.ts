/** A field object with every property at its default, for fields made in code rather than read. */
import type { Field } from './schema';

/**
 * A `string` field of no collection, visible, optional, full width, with no column facts;
 * `overrides` set the rest (`defaultField({ collection: 'articles', field: 'title' })`).
 */
export function defaultField(overrides: Partial<Field> = {}): Field {
  return {
    id: null,
    collection: '',
    field: '',
    type: 'string',
    interface: null,
    options: null,
    locked: false,
    validation: null,
    required: false,
    readonly: false,
    hidden_detail: false,
    hidden_browse: false,
    sort: null,
    width: 'full',
    group: null,
    note: null,
    translation: null,
    datatype: null,
    default_value: null,
    auto_increment: false,
    primary_key: false,
    unique: false,
    signed: false,
    length: null,
    ...overrides,
  };
}
