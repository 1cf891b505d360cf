import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '@atrium/sdk';
import '../../i18n';
import { RevisionValue } from './RevisionValue';

const field = (name: string, type: string, iface: string) =>
  ({ field: name, type, interface: iface, options: null, length: null, datatype: null }) as unknown as Field;
const fields = {
  body: field('body', 'string', 'wysiwyg'),
  metadata: field('metadata', 'json', 'code'),
};
const show = (name: string, value: unknown) =>
  render(<RevisionValue field={name} value={value} fields={fields} collection="articles" data={{}} />)
    .container;

describe('a revision value (issue 31 #7)', () => {
  it('shows rich text as rich text, cleaned of scripts', () => {
    const box = show('body', '<p>One <strong>bold</strong> word</p><script>alert(1)</script>');
    expect(box.querySelector('.activity-rich strong')?.textContent).toBe('bold');
    expect(box.querySelector('script')).toBeNull();
  });

  it('shows JSON indented, whether it came as text or as data', () => {
    expect(show('metadata', '{"a":{"b":1}}').querySelector('pre')?.textContent).toBe(
      '{\n  "a": {\n    "b": 1\n  }\n}',
    );
    expect(show('gone', { x: [1] }).querySelector('pre')?.textContent).toContain('"x"');
  });
});
