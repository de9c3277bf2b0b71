import { ApiError } from '@web/lib/http';
import { describe, expect, it } from 'vitest';
import { isTransientFailure, withResends } from './resend';

/** A sender that answers with the given outcomes in turn, counting its calls and the waits between. */
function sender(outcomes: (string | ApiError)[]) {
  const waits: number[] = [];
  let calls = 0;
  const sendOnce = async () => {
    const outcome = outcomes[calls++];
    if (outcome instanceof ApiError) throw outcome;
    return outcome as string;
  };
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  return { sendOnce, wait, waits, calls: () => calls };
}

const proxyError = new ApiError(502, 'Bad Gateway');
const networkError = new ApiError(0, 'Nincs kapcsolat');

describe('withResends', () => {
  it('sends again after a proxy or network failure until it is stored', async () => {
    const s = sender([proxyError, networkError, 'tárolva']);
    await expect(withResends(s.sendOnce, [10, 20, 40], s.wait)).resolves.toBe('tárolva');
    expect(s.calls()).toBe(3);
    expect(s.waits).toEqual([10, 20]);
  });

  it('gives up with the last failure when the delays run out', async () => {
    const s = sender([proxyError, proxyError, new ApiError(503, 'Leáll')]);
    await expect(withResends(s.sendOnce, [10, 20], s.wait)).rejects.toMatchObject({ status: 503 });
    expect(s.calls()).toBe(3);
  });

  it('never repeats a refusal of the server itself', async () => {
    const refusal = new ApiError(400, 'Az üzenet legfeljebb 4000 karakter lehet.');
    const s = sender([refusal, 'tárolva']);
    await expect(withResends(s.sendOnce, [10], s.wait)).rejects.toBe(refusal);
    expect(s.calls()).toBe(1);
    expect(s.waits).toEqual([]);
  });
});

describe('isTransientFailure', () => {
  it('is a missing answer or the proxy’s 502/503/504, not an answer of the app', () => {
    expect([0, 502, 503, 504].map((status) => isTransientFailure(new ApiError(status, '')))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 403, 404, 409, 429, 500].some((s) => isTransientFailure(new ApiError(s, '')))).toBe(
      false,
    );
    expect(isTransientFailure(new Error('socket'))).toBe(false);
  });
});
