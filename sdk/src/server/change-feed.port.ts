// In the SDK: the host provides it (core/server/src/kernel/change-feed/) and plugins consume it.
/**
 * Small change notices between the processes of one instance (PostgreSQL NOTIFY under the hood):
 * a worker publishes that something changed, every API process hears it at once, without
 * polling the database. A notice is lost when no process listens; readers that must not miss
 * the end of something re-read it when `onResync` tells them the feed reconnected.
 */
export abstract class ChangeFeedPort {
  /** Tells every listening process; the payload is JSON of a few hundred bytes (7 KB at most). */
  abstract publish(topic: string, payload: Record<string, unknown>): Promise<void>;
  /** Listens in this process; answers the function that stops listening. */
  abstract subscribe(topic: string, listener: ChangeListener): () => void;
}

export interface ChangeListener {
  onChange(payload: Record<string, unknown>): void;
  /** The feed lost its connection and is back: notices may have been missed meanwhile. */
  onResync?(): void;
}
