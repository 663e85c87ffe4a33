/**
 * One instance of the mock backend: its database, clock and persistence. Handlers read
 * `backend.db` on every request, so `reset()` and `restore()` swap the data underneath them.
 */
import { createClock, type Clock } from './clock';
import {
  createSeededDatabase,
  databaseFromSnapshot,
  takeSnapshot,
  type MockDatabase,
  type Snapshot,
} from './db/database';
import { onWrite } from './db/lean-factory';
import { liveEventOf } from './live/changes';
import { alertMomentOf, recordAlertMoment } from './live/moments';
import { createLiveFeed, type LiveFeed } from './live/feed';
import { pageLocation } from './page';
import type { LiveEvent } from '@spur/contract';

/** The part of the Web Storage API the backend uses (window.localStorage fits). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DEFAULT_STORAGE_KEY = 'spur-demo-db-v1';

export interface BackendOptions {
  /** Where snapshots go after every write (e.g. `window.localStorage`); none keeps data in memory. */
  storage?: StorageLike | null;
  storageKey?: string;
  clock?: Clock;
  /**
   * Origin used to build absolute checkout URLs (`<origin>/test-checkout/<id>`). Defaults to the
   * page's `location.origin`, else `http://localhost`.
   */
  origin?: string;
  /**
   * The contact form's rate limit (default: the server's, 5 per 10 minutes); null turns it off
   * (Storybook, where one page sends the form many times).
   */
  contactRateLimit?: { max: number; windowSeconds: number } | null;
  /**
   * Called with the live events of this backend's own writes once they are saved (demo mode posts
   * them to the other tabs, whose backends `receive` them).
   */
  onEvents?: (events: LiveEvent[]) => void;
}

export interface MockBackend {
  readonly clock: Clock;
  readonly storageKey: string;
  /** The current database (replaced by `reset` and `restore`). */
  readonly db: MockDatabase;
  /** Resolves once the database is loaded (from storage, else from the seed). */
  ready(): Promise<MockDatabase>;
  /** Writes a snapshot to storage (no-op without storage). */
  save(): void;
  /** Saves if anything was written since the last save; handlers call it after every request. */
  commit(): void;
  /** Puts the seed back (relative to the clock's now) and saves it. */
  reset(): Promise<void>;
  snapshot(): Snapshot;
  /** Replaces all data with a snapshot. */
  restore(snapshot: Snapshot): void;
  origin(): string;
  /** In-memory counters for rate limits (not persisted, like a real per-instance limiter). */
  readonly counters: Map<string, number[]>;
  readonly contactRateLimit: { max: number; windowSeconds: number } | null;
  /** Re-reads the data from storage (another tab saved); false when there was nothing usable. */
  reload(): boolean;
  /** What changed on the catalogue (`GET /api/deals/events`): events of the writes, published on commit. */
  readonly live: LiveFeed;
  /** Another tab's events: its data is read again (it saved first), then the events go to this backend's streams. */
  receive(events: readonly LiveEvent[]): void;
}

export function createBackend(options: BackendOptions = {}): MockBackend {
  const clock = options.clock ?? createClock();
  const storage = options.storage ?? null;
  const storageKey = options.storageKey ?? DEFAULT_STORAGE_KEY;
  let current: MockDatabase | null = null;
  let loading: Promise<MockDatabase> | null = null;
  let dirty = false;
  let unsubscribe: (() => void) | null = null;
  const live = createLiveFeed();
  // Events of writes not yet committed: they are told once the data is saved.
  let pending: LiveEvent[] = [];

  function use(db: MockDatabase): MockDatabase {
    unsubscribe?.();
    current = db;
    pending = [];
    unsubscribe = db[onWrite]((write) => {
      dirty = true;
      const event = liveEventOf(write);
      if (event) pending.push(event);
      // The server's triggers: the moment is recorded with the change that made it.
      const moment = alertMomentOf(write);
      if (moment) recordAlertMoment(db, moment, clock.now());
    });
    loading = Promise.resolve(db);
    return db;
  }

  function publish(events: LiveEvent[]) {
    for (const event of events) live.publish(event);
    if (events.length > 0) options.onEvents?.(events);
  }

  /** The data was replaced as a whole: every open page reads it again. */
  const replaced = () => publish([{ type: 'reload' }]);

  function loadFromStorage(): MockDatabase | null {
    if (!storage) return null;
    try {
      const raw = storage.getItem(storageKey);
      return raw ? databaseFromSnapshot(JSON.parse(raw) as Snapshot) : null;
    } catch (error) {
      console.warn('[spur mocks] Ignoring unreadable demo data; starting from the seed.', error);
      return null;
    }
  }

  const backend: MockBackend = {
    clock,
    storageKey,
    counters: new Map(),
    contactRateLimit: options.contactRateLimit === undefined ? { max: 5, windowSeconds: 600 } : options.contactRateLimit,
    get db(): MockDatabase {
      if (!current) throw new Error('The mock backend is not ready: await backend.ready() first.');
      return current;
    },
    ready() {
      if (current) return Promise.resolve(current);
      loading ??= (async () => {
        const db = loadFromStorage() ?? (await createSeededDatabase(clock.now()));
        return current ?? use(db);
      })();
      return loading;
    },
    save() {
      if (!storage || !current) return;
      dirty = false;
      try {
        storage.setItem(storageKey, JSON.stringify(takeSnapshot(current, clock.now())));
      } catch (error) {
        console.warn('[spur mocks] Could not save demo data.', error);
      }
    },
    commit() {
      if (dirty) backend.save();
      const events = pending;
      pending = [];
      publish(events);
    },
    async reset() {
      use(await createSeededDatabase(clock.now()));
      backend.counters.clear();
      backend.save();
      replaced();
    },
    reload() {
      const db = loadFromStorage();
      if (!db) return false;
      use(db);
      dirty = false;
      return true;
    },
    snapshot() {
      return takeSnapshot(backend.db, clock.now());
    },
    restore(snapshot) {
      use(databaseFromSnapshot(snapshot));
      backend.save();
      replaced();
    },
    live,
    receive(events) {
      backend.reload();
      for (const event of events) live.publish(event);
    },
    origin() {
      if (options.origin) return options.origin.replace(/\/$/, '');
      const page = pageLocation()?.origin;
      if (page && page !== 'null') return page;
      return 'http://localhost';
    },
  };
  return backend;
}
