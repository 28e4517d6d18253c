import { describe, expect, it } from 'vitest';
import { FreshReads } from './fresh-reads';

/** A read whose answer the test gives: the n-th read answers what `answer(n)` is called with. */
function controlledReads() {
  const pending: ((value: number) => void)[] = [];
  const reads = new FreshReads(() => new Promise<number>((resolve) => pending.push(resolve)));
  return { reads, started: () => pending.length, answer: (n: number, value: number) => pending[n](value) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FreshReads', () => {
  it('starts a read for a caller when none is under way', async () => {
    const { reads, started, answer } = controlledReads();
    const first = reads.get();
    expect(started()).toBe(1);
    answer(0, 7);
    expect(await first).toBe(7);
    const second = reads.get();
    expect(started()).toBe(2);
    answer(1, 8);
    expect(await second).toBe(8);
  });

  it('gives a caller arriving during a read the next read, never the one that began before it', async () => {
    const { reads, started, answer } = controlledReads();
    const early = reads.get();
    const late = reads.get();
    expect(started()).toBe(1);
    answer(0, 1);
    expect(await early).toBe(1);
    await tick();
    // The late caller's read began after it arrived: a change committed before it is seen.
    expect(started()).toBe(2);
    answer(1, 2);
    expect(await late).toBe(2);
  });

  it('serves every caller arriving during one read with one next read', async () => {
    const { reads, started, answer } = controlledReads();
    const first = reads.get();
    const waiting = Array.from({ length: 20 }, () => reads.get());
    answer(0, 1);
    await first;
    await tick();
    expect(started()).toBe(2);
    answer(1, 2);
    expect(new Set(await Promise.all(waiting))).toEqual(new Set([2]));
  });

  it('goes on after a failed read', async () => {
    let calls = 0;
    const reads = new FreshReads(() => (++calls === 1 ? Promise.reject(new Error('gone')) : Promise.resolve(calls)));
    const failing = reads.get();
    const next = reads.get();
    await expect(failing).rejects.toThrow('gone');
    expect(await next).toBe(2);
    expect(await reads.get()).toBe(3);
  });
});
