import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../src/i18n';
import { useNotifications } from '../src/stores/notifications';

describe('a selectable locale without message files', () => {
  afterEach(async () => {
    await setLocale('en-US');
    useNotifications.getState().clear();
  });

  it('shows the app in en-US and says so once, naming the language', async () => {
    expect(await setLocale('ja-JP')).toBe(true);
    expect(i18n.t('sign_in')).toBe('Sign In');
    const queue = useNotifications.getState().queue;
    expect(queue).toHaveLength(1);
    expect(queue[0]!.title).toBe('language_not_translated');
    expect(i18n.t(queue[0]!.title, queue[0]!.values)).toBe(
      'Japanese (Japan) has no translation yet, so the app is shown in English.',
    );
    await setLocale('en-US');
    await setLocale('ja-JP');
    expect(useNotifications.getState().queue).toHaveLength(1);
  });

  it('says nothing for a translated locale', async () => {
    await setLocale('de-DE');
    await setLocale('en-US');
    expect(useNotifications.getState().queue).toHaveLength(0);
  });
});
