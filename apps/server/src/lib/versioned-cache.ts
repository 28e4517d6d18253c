/**
 * Answers kept per key until a data version moves on, least recently used first out. A key being
 * computed at a version is computed once: concurrent callers wait for the same promise.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** Drops what is held for `key` (an answer too large to keep). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** The value of `key` at `version`, computed by `compute` unless it is held for that version. */
  async get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const held = this.entries.get(key);
    this.entries.delete(key);
    if (held && held.version === version) {
      this.entries.set(key, held);
      return held.value;
    }
    const value = compute();
    const entry = { version, value };
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    // A failure is not kept: the next caller computes again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
