import { describe, expect, it } from 'vitest';
import type { Field, Setting } from '@atrium/sdk';
import { settingPayload, settingsFormFields, settingsValues } from './settings-form';

const field = (name: string, type: string, iface: string): Field =>
  ({ field: name, type, interface: iface, options: null, hidden_detail: false }) as Field;

describe('the global settings form', () => {
  it('parses JSON settings (the asset whitelist) for their interface and keeps the rest as sent', () => {
    const rows = [
      { id: 1, key: 'asset_whitelist', value: '[{"key":"thumbnail","width":200}]' },
      { id: 2, key: 'project_color', value: '#263238' },
      { id: 3, key: 'default_limit', value: 200 },
    ] as Setting[];
    const fields = [field('asset_whitelist', 'json', 'repeater'), field('project_color', 'string', 'color')];
    expect(settingsValues(rows, fields)).toEqual({
      asset_whitelist: [{ key: 'thumbnail', width: 200 }],
      project_color: '#263238',
      default_limit: 200,
    });
  });

  it('limits the default locale to the app languages and leaves out fields with no interface here', () => {
    const { fields, missing } = settingsFormFields([
      field('default_locale', 'string', 'language'),
      field('project_logo', 'file', 'no-such-interface'),
    ]);
    expect(fields.default_locale!.options).toEqual({ limit: true });
    expect(fields.project_logo).toBeUndefined();
    expect(missing).toEqual(['project_logo']);
  });

  it('keeps the image settings on the file interface', () => {
    const { fields, missing } = settingsFormFields([
      field('project_logo', 'file', 'file'),
      field('project_foreground', 'file', 'file'),
      field('project_background', 'file', 'file'),
    ]);
    expect(Object.keys(fields)).toEqual(['project_logo', 'project_foreground', 'project_background']);
    expect(fields.project_logo!.interface).toBe('file');
    expect(missing).toEqual([]);
  });

  it('saves a file setting by its id', () => {
    expect(settingPayload(field('project_logo', 'file', 'file'), { id: 4, title: 'x' })).toBe(4);
    expect(settingPayload(field('project_color', 'string', 'color'), '#fff')).toBe('#fff');
  });
});
