type Caller<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * Reads by key that many concurrent requests make (an athlete's profile), gathered into one
 * statement per batch: while `parallel` batches are under way, the keys asked for wait and go out
 * together in the next batch, which starts when one of those ends. At low load a key is read at
 * once on its own; under load each round trip carries many keys, so the database plans, executes
 * and answers once for them and the process writes and wakes it once. Like `FreshReads`, a caller
 * is always served by a batch that began after it asked.
 */
export class BatchedReads<K, V> {
  private waiting = new Map<K, Caller<V>[]>();
  private underWay = 0;

  /** `read` answers the keys it finds; a key it leaves out is read as undefined. */
  constructor(
    private readonly read: (keys: K[]) => Promise<Map<K, V>>,
    private readonly parallel = 2,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const callers = this.waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (this.underWay < this.parallel) this.begin();
    });
  }

  private begin(): void {
    const batch = this.waiting;
    this.waiting = new Map();
    this.underWay++;
    const settle = (answer: (caller: Caller<V>, key: K) => void) => {
      for (const [key, callers] of batch) for (const caller of callers) answer(caller, key);
      this.underWay--;
      if (this.waiting.size > 0 && this.underWay < this.parallel) this.begin();
    };
    new Promise<Map<K, V>>((resolve) => resolve(this.read([...batch.keys()]))).then(
      (found) => settle((caller, key) => caller.resolve(found.get(key))),
      (error: unknown) => settle((caller) => caller.reject(error)),
    );
  }
}
