interface Queued<I, R> {
  item: I;
  resolve(result: R): void;
  reject(err: unknown): void;
}

/**
 * Group commit in the application: `run(item)` queues the item; while one `flush` is running, the items that
 * arrive wait and then go together in the next one. N concurrent callers thus share one statement and one commit
 * instead of queueing behind each other's row locks, and an idle batcher flushes at once (a lone caller waits for
 * nothing). If a batch of several fails, each of its items is retried alone, so one bad item fails only itself.
 */
export class Batcher<I, R> {
  private queue: Array<Queued<I, R>> = [];
  private running = false;

  constructor(
    private readonly flush: (items: I[]) => Promise<R[]>,
    private readonly maxBatch = 64,
  ) {}

  run(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const results = await this.flush(batch.map((q) => q.item));
        batch.forEach((q, i) => q.resolve(results[i]));
      } catch (err) {
        if (batch.length === 1) batch[0].reject(err);
        else for (const q of batch) await this.flush([q.item]).then(([r]) => q.resolve(r), q.reject);
      }
    }
    this.running = false;
  }
}
