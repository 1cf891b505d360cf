import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERFACES_WAIT_MS, useInterfacesReady } from './interfaces-ready';

const registry = vi.hoisted(() => ({
  loaded: false,
  release: null as null | (() => void),
}));

vi.mock('../interfaces/registry', () => ({
  interfacesLoaded: () => registry.loaded,
  loadInterfaces: () =>
    new Promise<void>((resolve) => {
      registry.release = () => {
        registry.loaded = true;
        resolve();
      };
    }),
}));

const fields = [
  { field: 'title', interface: 'text-input', datatype: 'VARCHAR' },
  { field: 'on', interface: 'switch', datatype: 'TINYINT' },
];

describe('useInterfacesReady', () => {
  beforeEach(() => {
    registry.loaded = false;
    registry.release = null;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('is ready at once when every interface has loaded', () => {
    registry.loaded = true;
    const { result } = renderHook(() => useInterfacesReady(fields));
    expect(result.current).toBe(true);
  });

  it('waits for all of them, then lets every field render in the same pass', async () => {
    const { result } = renderHook(() => useInterfacesReady(fields));
    expect(result.current).toBe(false);
    await act(async () => registry.release!());
    expect(result.current).toBe(true);
  });

  it('stops waiting after a while: slow interfaces then arrive field by field', () => {
    const { result } = renderHook(() => useInterfacesReady(fields));
    act(() => vi.advanceTimersByTime(INTERFACES_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
