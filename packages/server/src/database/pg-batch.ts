/**
 * Statements sent on one PostgreSQL connection without waiting for each answer: pg's pipeline
 * mode, switched on for one batch. Every statement keeps its own Sync, so each is answered (or
 * fails) on its own; inside a transaction a failed statement aborts it, and a COMMIT after it ends
 * the transaction as a rollback. The batch goes out in one write (the socket is corked meanwhile).
 *
 * Only on a connection that is idle and held by one caller (a transaction's connection): the
 * connection leaves pipeline mode once every statement of the batch has been answered.
 */

export interface PgResult {
  rows: Record<string, unknown>[];
  rowCount: number | null;
  command: string;
}

export interface PgConnection {
  query(config: unknown, values?: unknown): Promise<PgResult>;
  pipeline?: boolean;
  connection?: { stream?: { cork?(): void; uncork?(): void } };
}

/**
 * Runs `send`, which starts the batch's queries on `conn` (through `query`, the connection's own
 * query function, so that nothing wraps them again), and resolves when all have been answered.
 * The promises `send` returns are the callers' to await; a failure of one does not stop the rest.
 */
export async function pipelined(conn: PgConnection, send: () => Promise<unknown>[]): Promise<void> {
  const stream = conn.connection?.stream;
  conn.pipeline = true;
  let sent: Promise<unknown>[] = [];
  stream?.cork?.();
  try {
    sent = send();
  } finally {
    stream?.uncork?.();
    if (sent.length === 0) conn.pipeline = false;
  }
  await Promise.allSettled(sent);
  conn.pipeline = false;
}
