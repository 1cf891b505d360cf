import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_SAMPLES, signalStrength, useLatency } from '../src/stores/latency';
import { mockFetch } from './fetch-mock';
import { resetStores } from './reset';

describe('latency', () => {
  beforeEach(() => resetStores());

  it('maps latency to signal strength bands', () => {
    expect(signalStrength(undefined)).toBe(0);
    expect(signalStrength(-1)).toBe(0);
    expect(signalStrength(0)).toBe(4);
    expect(signalStrength(199)).toBe(4);
    expect(signalStrength(200)).toBe(3);
    expect(signalStrength(499)).toBe(3);
    expect(signalStrength(500)).toBe(2);
    expect(signalStrength(999)).toBe(2);
    expect(signalStrength(1000)).toBe(1);
    expect(signalStrength(30_000)).toBe(1);
  });

  it('keeps the last 200 samples', () => {
    for (let i = 0; i < MAX_SAMPLES + 10; i++) useLatency.getState().record(i);
    const samples = useLatency.getState().samples;
    expect(samples).toHaveLength(MAX_SAMPLES);
    expect(samples[0]!.latency).toBe(10);
  });

  it('records a ping round trip, and -1 when the ping fails', async () => {
    mockFetch({ 'GET server/ping': { body: 'pong' } });
    await useLatency.getState().measure();
    expect(useLatency.getState().samples.at(-1)!.latency).toBeGreaterThanOrEqual(0);
    expect(useLatency.getState().strength()).toBe(4);
    mockFetch({ 'GET server/ping': { status: 500, body: { error: { code: 0, message: 'x' } } } });
    await useLatency.getState().measure();
    expect(useLatency.getState().samples.at(-1)!.latency).toBe(-1);
    expect(useLatency.getState().strength()).toBe(0);
  });
});
