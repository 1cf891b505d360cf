import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendTelemetry } from '../src/lib/telemetry';

describe('telemetry', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends nothing unless the build names an endpoint and the project enables it', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await sendTelemetry(true);
    await sendTelemetry(undefined);
    expect(fetch).not.toHaveBeenCalled();
    vi.stubEnv('VITE_TELEMETRY_URL', 'http://127.0.0.1:9/telemetry');
    await sendTelemetry(undefined);
    await sendTelemetry(false);
    expect(fetch).not.toHaveBeenCalled();
    await sendTelemetry(true);
    expect(fetch).toHaveBeenCalledOnce();
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({ type: 'app', url: window.location.origin, version: '8.8.0' });
  });

  it('ignores failures', async () => {
    vi.stubEnv('VITE_TELEMETRY_URL', 'http://127.0.0.1:9/telemetry');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(sendTelemetry(true)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Couldn't send telemetery ping", expect.any(Error));
  });
});
