/**
 * The auth gate's user (and route property) lookups of read requests, shared for a second (decision 0033).
 *
 * A screen fires several reads at once (a list, its counts, the notifications), and the booking list budget of
 * issue 9 showed that lookup as a quarter of a list's round trips. Within `ttlMs`, concurrent and repeated GETs of
 * one user on one property share a single query (its promise, so fifty requests arriving together wait on one).
 * What stays exact: writes never read from here (they always look the user up), a lookup that would refuse the
 * request is redone fresh before refusing (a token issued a moment ago is never turned away by an older copy), and
 * every write this process answers empties the cache, so a disable or a password change here applies to the very
 * next request. Another process serving the same database may accept a disabled user's read for at most `ttlMs`.
 */
export class ActorLookupCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs = 1000,
    /** Entries kept at most; past it the cache starts again empty (cheaper than evicting one by one). */
    private readonly max = 5000,
  ) {}

  /** The shared lookup of `key` when younger than the time to live, else a new one from `load`. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(key, { at: now, value });
    // A failed lookup is not shared: the next request tries again.
    value.catch(() => this.forget(key, value));
    return value;
  }

  /** Drops `key` (only while it still holds `value`, when given). */
  forget(key: string, value?: Promise<T>) {
    if (value === undefined || this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
