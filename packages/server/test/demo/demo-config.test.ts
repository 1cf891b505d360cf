import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('ATRIUM_DEMO', () => {
  it('turns the demo install on start on with 1 or true and off otherwise', () => {
    expect(loadConfig({ ATRIUM_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ ATRIUM_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ ATRIUM_DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ ATRIUM_DEMO: '' }).demo).toBe(false);
    expect(loadConfig({}).demo).toBe(false);
  });

  it('refuses a value it does not understand', () => {
    expect(() => loadConfig({ ATRIUM_DEMO: 'yes please' })).toThrow(ConfigError);
  });
});
