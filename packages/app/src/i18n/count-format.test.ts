import { describe, expect, it } from 'vitest';
import { i18n } from './index';
import enApp from './locales/en-US/app.json';
import arApp from './locales/ar-SA/app.json';
import deApp from './locales/de-DE/app.json';

// A count reads as the language writes numbers, like the estimated count beside it (issue 25).
describe('counts in messages', () => {
  i18n.addResourceBundle('en-US', 'translation', enApp, true, true);
  i18n.addResourceBundle('ar-SA', 'translation', arApp, true, true);
  i18n.addResourceBundle('de-DE', 'translation', deApp, true, true);

  it('writes a count with the language’s digits and separators', () => {
    expect(i18n.getFixedT('en-US')('item_count', { count: 12345 })).toBe('12,345 Items');
    expect(i18n.getFixedT('de-DE')('item_count', { count: 12345 })).toContain('12.345');
    const arabic = i18n.getFixedT('ar-SA')('item_count', { count: 283 });
    expect(arabic).toContain('٢٨٣');
    expect(arabic).not.toContain('283');
  });

  it('leaves other placeholders as they are', () => {
    expect(i18n.getFixedT('en-US')('activity_entry', { id: 12345 })).toBe('Activity #12345');
  });
});
