import { describe, expect, it } from 'vitest';
import { defaultField } from '../src';

describe('defaultField', () => {
  it('is a visible, optional, editable full-width string field with no column facts', () => {
    expect(defaultField()).toMatchObject({
      type: 'string',
      required: false,
      readonly: false,
      hidden_detail: false,
      hidden_browse: false,
      width: 'full',
      datatype: null,
      primary_key: false,
      length: null,
    });
  });

  it('takes the given properties over the defaults, and each call is a new object', () => {
    const a = defaultField({ collection: 'articles', field: 'title', required: true, width: 'half' });
    expect(a).toMatchObject({ collection: 'articles', field: 'title', required: true, width: 'half' });
    a.options = { x: 1 };
    expect(defaultField().options).toBeNull();
  });
});
