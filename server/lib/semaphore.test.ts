import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and starts the waiting ones in arrival order', async () => {
    const semaphore = new Semaphore(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const results = gates.map((g, i) =>
      semaphore.run(async () => {
        started.push(i);
        running += 1;
        peak = Math.max(peak, running);
        await g.opened;
        running -= 1;
        return i;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    expect(semaphore.stats).toEqual({ active: 2, waiting: 3 });

    gates[1]?.open();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.open();
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(semaphore.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot of a failing task and passes the error on', async () => {
    const semaphore = new Semaphore(1);
    const failing = semaphore.run(async () => {
      throw new Error('hibás kép');
    });
    const next = semaphore.run(async () => 'kész');
    await expect(failing).rejects.toThrow('hibás kép');
    expect(await next).toBe('kész');
    expect(semaphore.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a limit below one', () => {
    expect(() => new Semaphore(0)).toThrow();
  });
});
