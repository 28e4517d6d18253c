/**
 * Reads of a value that many concurrent requests need (a data version), batched so that each
 * caller gets a read that began after it asked: a caller arriving while a read is under way waits
 * for the next one, which starts when that read ends and serves every caller that arrived in the
 * meantime. So an answer never predates its request (a change committed before the request
 * arrived is always seen), and under load there is one read per round trip, not one per request.
 */
export class FreshReads<T> {
  private current: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  /** A read that began after this call. */
  get(): Promise<T> {
    if (this.current === null) return this.begin();
    this.queued ??= this.current.then(
      () => this.afterCurrent(),
      () => this.afterCurrent(),
    );
    return this.queued;
  }

  private afterCurrent(): Promise<T> {
    this.queued = null;
    return this.begin();
  }

  private begin(): Promise<T> {
    const reading = this.read();
    this.current = reading;
    const done = () => {
      if (this.current === reading) this.current = null;
    };
    reading.then(done, done);
    return reading;
  }
}
