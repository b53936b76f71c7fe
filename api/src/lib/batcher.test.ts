import { Batcher } from './batcher';

/** A flush that records its batches and answers each item doubled once `release()` is called. */
function gatedFlush() {
  const batches: number[][] = [];
  let release: () => void = () => {};
  const flush = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => (release = resolve));
    return items.map((i) => i * 2);
  };
  return { batches, flush, release: () => release() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('flushes a lone item at once, and the items that arrive meanwhile together in the next flush', async () => {
    const gate = gatedFlush();
    const batcher = new Batcher(gate.flush);
    const first = batcher.run(1);
    await tick();
    expect(gate.batches).toEqual([[1]]);
    const rest = [2, 3, 4].map((i) => batcher.run(i));
    await tick();
    expect(gate.batches).toEqual([[1]]);
    gate.release();
    await tick();
    expect(gate.batches).toEqual([[1], [2, 3, 4]]);
    gate.release();
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
  });

  it('caps a batch at maxBatch', async () => {
    const gate = gatedFlush();
    const batcher = new Batcher(gate.flush, 2);
    const all = [1, 2, 3, 4, 5].map((i) => batcher.run(i));
    for (let i = 0; i < 3; i++) {
      await tick();
      gate.release();
    }
    expect(await Promise.all(all)).toEqual([2, 4, 6, 8, 10]);
    expect(gate.batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('when a batch fails, retries its items one by one: only the bad item fails', async () => {
    const batcher = new Batcher(async (items: number[]) => {
      if (items.includes(13)) throw new Error('unlucky');
      return items.map((i) => i * 2);
    });
    const results = await Promise.allSettled([1, 12, 13, 14].map((i) => batcher.run(i)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      2,
      24,
      'unlucky',
      28,
    ]);
  });
});
