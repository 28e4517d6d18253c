import { describe, expect, it } from 'vitest';
import { BatchedReads } from './batched-reads';

/** Reads whose answers the test gives: batch n answers with `answer(n)`, each key found as its square unless left out. */
function controlledReads(parallel = 2) {
  const batches: { keys: number[]; resolve: (found: Map<number, number>) => void; reject: (error: Error) => void }[] = [];
  const reads = new BatchedReads<number, number>((keys) => new Promise((resolve, reject) => batches.push({ keys, resolve, reject })), parallel);
  const answer = (n: number, missing: number[] = []) => batches[n].resolve(new Map(batches[n].keys.filter((k) => !missing.includes(k)).map((k) => [k, k * k])));
  return { reads, batches, answer };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedReads', () => {
  it('reads a key at once while fewer than `parallel` batches are under way', () => {
    const { reads, batches } = controlledReads(2);
    void reads.get(1);
    void reads.get(2);
    expect(batches.map((b) => b.keys)).toEqual([[1], [2]]);
  });

  it('gathers the keys asked for while the batches are under way into the next batch, once each', async () => {
    const { reads, batches, answer } = controlledReads(1);
    const first = reads.get(1);
    const later = [reads.get(2), reads.get(3), reads.get(2)];
    expect(batches).toHaveLength(1);
    answer(0);
    expect(await first).toBe(1);
    await tick();
    expect(batches.map((b) => b.keys)).toEqual([[1], [2, 3]]);
    answer(1);
    expect(await Promise.all(later)).toEqual([4, 9, 4]);
  });

  it('serves a key asked for during a batch that already reads it with the next batch, begun after it asked', async () => {
    const { reads, batches, answer } = controlledReads(1);
    void reads.get(5);
    const again = reads.get(5);
    answer(0);
    await tick();
    expect(batches).toHaveLength(2);
    answer(1);
    expect(await again).toBe(25);
  });

  it('answers undefined for a key the read did not find', async () => {
    const { reads, answer } = controlledReads();
    const missing = reads.get(7);
    answer(0, [7]);
    expect(await missing).toBeUndefined();
  });

  it('fails every caller of a failed batch, and the next batch still runs', async () => {
    const { reads, batches, answer } = controlledReads(1);
    const failed = [reads.get(1)];
    const next = reads.get(2);
    batches[0].reject(new Error('connection lost'));
    await expect(failed[0]).rejects.toThrow('connection lost');
    await tick();
    answer(1);
    expect(await next).toBe(4);
  });

  it('fails the callers when the read throws before it returns a promise', async () => {
    const reads = new BatchedReads<number, number>(() => {
      throw new Error('bad statement');
    });
    await expect(reads.get(1)).rejects.toThrow('bad statement');
  });
});
