import type { RealtimeChange } from './change';

/** Who one process has on one item (presence, docs/realtime.md); no users: nobody any more. */
export interface PresenceSnapshot {
  process: string;
  collection: string;
  item: string;
  users: { user: number; editing: boolean }[];
}

/** What crosses processes: committed changes, or a process's presence on one item. */
export type RelayMessage = { changes: RealtimeChange[] } | { presence: PresenceSnapshot };

/** Carries committed changes and presence to the other server processes of the same projects. */
export interface RealtimeRelay {
  publish(projectKey: string, message: RelayMessage): void;
  /** Messages published by other processes (never this one's own). */
  subscribe(listener: (projectKey: string, message: RelayMessage) => void): void;
  /** Tells the relay which projects this process has sockets in (the polling relay reads only those). */
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
