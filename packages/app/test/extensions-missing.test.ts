import { describe, expect, it } from 'vitest';
import { translatedMeta, translateMeta } from '../src/extensions/meta-i18n';
import { extensionsMissing } from '../src/extensions/missing';
import { i18n } from '../src/i18n';

const core = { interfaces: ['text-input'], layouts: ['tabular'], modules: ['collections'] };
const none = { interfaces: [], layouts: [], modules: [] };

describe('the extensions-missing screen condition', () => {
  it('appears when a kind has neither core entries nor server extensions', () => {
    expect(extensionsMissing(none, { interfaces: [], layouts: [], modules: [] })).toBe(true);
    expect(extensionsMissing({ ...core, layouts: [] }, { interfaces: [], layouts: [], modules: [] })).toBe(
      true,
    );
  });

  it('appears when a server list could not be loaded', () => {
    expect(extensionsMissing(core, { interfaces: [], layouts: null, modules: [] })).toBe(true);
  });

  it('stays away when every kind has something, core or extension', () => {
    expect(extensionsMissing(core, { interfaces: [], layouts: [], modules: [] })).toBe(false);
    expect(
      extensionsMissing(
        { ...core, layouts: [] },
        { interfaces: [], layouts: [{ id: 'kanban' }], modules: [] },
      ),
    ).toBe(false);
  });
});

describe('meta i18n', () => {
  it('translates every $t: word of every string, deep, under <kind>.<id>.', () => {
    i18n.addResourceBundle(
      'en-US',
      'translation',
      { interfaces: { slider: { min: 'Minimum', max: 'Maximum' } } },
      true,
      true,
    );
    const meta = {
      name: 'Slider',
      options: { min: { name: '$t:min', comment: 'Lowest value: $t:min' } },
      list: ['$t:max'],
    };
    expect(translateMeta('interfaces', 'slider', meta, i18n.t)).toEqual({
      name: 'Slider',
      options: { min: { name: 'Minimum', comment: 'Lowest value: Minimum' } },
      list: ['Maximum'],
    });
    expect(meta.options.min.name).toBe('$t:min');
  });

  it('translates a meta once per language and set of messages, and again when messages arrive', () => {
    const meta = { name: '$t:title' };
    i18n.addResourceBundle('en-US', 'translation', { interfaces: { probe: { title: 'Probe' } } }, true, true);
    const first = translatedMeta('interfaces', 'probe', meta, i18n.t, 'en-US');
    expect(first).toEqual({ name: 'Probe' });
    expect(translatedMeta('interfaces', 'probe', meta, i18n.t, 'en-US')).toBe(first);
    // New messages (a language's files, an extension's translation) make a fresh translation.
    i18n.addResourceBundle('en-US', 'translation', { interfaces: { probe: { title: 'Sonde' } } }, true, true);
    expect(translatedMeta('interfaces', 'probe', meta, i18n.t, 'en-US')).toEqual({ name: 'Sonde' });
  });
});
