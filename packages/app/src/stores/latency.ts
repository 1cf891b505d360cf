import { create } from 'zustand';
import { INVALID_RESPONSE_CODE } from '@atrium/sdk';
import { api, ApiError } from '../api/client';

export interface LatencySample {
  date: number;
  /** Milliseconds; -1 when the ping failed. */
  latency: number;
}

/** Latency history keeps the last 200 samples (product.md §9). */
export const MAX_SAMPLES = 200;

/** Signal strength: < 200 ms → 4, < 500 → 3, < 1000 → 2, ≥ 1000 → 1, none or failed → 0. */
export function signalStrength(latency: number | undefined): 0 | 1 | 2 | 3 | 4 {
  if (latency === undefined || latency < 0) return 0;
  if (latency < 200) return 4;
  if (latency < 500) return 3;
  if (latency < 1000) return 2;
  return 1;
}

interface LatencyState {
  samples: LatencySample[];
  record(latency: number): void;
  measure(): Promise<void>;
  strength(): 0 | 1 | 2 | 3 | 4;
}

export const useLatency = create<LatencyState>((set, get) => ({
  samples: [],
  record(latency) {
    set((s) => ({ samples: [...s.samples, { date: Date.now(), latency }].slice(-MAX_SAMPLES) }));
  },
  async measure() {
    const start = performance.now();
    try {
      await api.ping();
      get().record(Math.round(performance.now() - start));
    } catch (err) {
      // Code -2 still measured a round trip; any other failure records -1 (product.md §8).
      if (err instanceof ApiError && err.code === INVALID_RESPONSE_CODE)
        get().record(Math.round(performance.now() - start));
      else get().record(-1);
    }
  },
  strength() {
    const last = get().samples.at(-1);
    return signalStrength(last?.latency);
  },
}));
