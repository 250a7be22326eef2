/** Longest a copy is kept even without news of a change: a safety net, not the mechanism. */
const DEFAULT_TTL_MS = 30_000;
/** Students whose status is kept at once; the oldest copy goes first. */
const DEFAULT_MAX_ENTRIES = 50_000;

interface Entry<T> {
  readonly value: T;
  readonly storedAt: number;
}

interface Flight<T> {
  readonly promise: Promise<T>;
  /** Set when a change was announced while this read was running: its result may predate it. */
  superseded: boolean;
}

export interface StatusCacheOptions {
  readonly ttlMs?: number;
  readonly maxEntries?: number;
}

/**
 * This process's copies of students' plans and usage, kept only while the database's change feed
 * is live: every change to a student's plan or usage is announced (by this process directly and
 * by PostgreSQL's NOTIFY for every other writer), and the copy is forgotten. A read that was
 * running when a change was announced is not kept, since it may have seen the state before it.
 * Concurrent reads for one student share one query. While the feed is down nothing is kept and
 * every read goes to the database.
 */
export class StatusCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Flight<T>>();
  private live = false;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly now: () => number,
    options: StatusCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  }

  /** True while changes are being heard, so copies can be trusted. */
  get isLive(): boolean {
    return this.live;
  }

  /** The change feed is connected: copies may be kept from now on. */
  goLive(): void {
    this.forgetAll();
    this.live = true;
  }

  /** The change feed is lost: changes may go unheard, so nothing is kept until it is back. */
  goDark(): void {
    this.live = false;
    this.forgetAll();
  }

  /** The student's status, from this process's copy or by `load` (whose result is kept). */
  read(userId: string, load: () => Promise<T>): Promise<T> {
    if (!this.live) return load();
    const entry = this.entries.get(userId);
    if (entry && this.now() - entry.storedAt < this.ttlMs) return Promise.resolve(entry.value);
    const running = this.flights.get(userId);
    if (running) return running.promise;

    const flight: Flight<T> = { superseded: false, promise: load() };
    this.flights.set(userId, flight);
    void flight.promise.then(
      (value) => {
        if (this.flights.get(userId) === flight) this.flights.delete(userId);
        if (flight.superseded || !this.live) return;
        this.keep(userId, value);
      },
      () => {
        if (this.flights.get(userId) === flight) this.flights.delete(userId);
      },
    );
    return flight.promise;
  }

  /** A change to the student's plan or usage: the copy, and any read under way, are stale. */
  forget(userId: string): void {
    this.entries.delete(userId);
    const flight = this.flights.get(userId);
    if (flight) {
      flight.superseded = true;
      this.flights.delete(userId);
    }
  }

  forgetAll(): void {
    this.entries.clear();
    for (const flight of this.flights.values()) flight.superseded = true;
    this.flights.clear();
  }

  private keep(userId: string, value: T): void {
    this.entries.delete(userId);
    // A Map keeps insertion order, so the first key is the oldest copy.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { value, storedAt: this.now() });
  }
}
