/**
 * At most `limit` tasks at a time; the others wait in arrival order. Bounds work that takes much
 * memory or CPU per task (image decoding), so a burst of uploads queues instead of exhausting the host.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('Semaphore limit must be a positive integer');
  }

  /** Tasks running now, and waiting for a turn. */
  get stats() {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve();
    }
    // The slot passes straight to the next waiter on release, so `active` never drops below in between.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
