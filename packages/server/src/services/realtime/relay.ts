import type { RealtimeChange } from './change';

/** Carries committed changes to the other server processes of the same projects. */
export interface RealtimeRelay {
  publish(projectKey: string, changes: RealtimeChange[]): void;
  /** Changes published by other processes (never this one's own). */
  subscribe(listener: (projectKey: string, changes: RealtimeChange[]) => void): void;
  /** Tells the relay which projects this process has subscribers in (the polling relay reads only those). */
  listening(projectKeys: () => Iterable<string>): void;
  close(): Promise<void>;
}

/** One process: nothing to carry. */
export const LOCAL_RELAY: RealtimeRelay = {
  publish: () => undefined,
  subscribe: () => undefined,
  listening: () => undefined,
  close: async () => undefined,
};
