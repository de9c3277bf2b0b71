import { useEffect, useRef } from 'react';

/**
 * While `active`, calls `poll` every `everyMs`, for at most `forMs` from when it became active: for a
 * state the server changes in the background with no live event (an invoice being issued by the outbox,
 * seconds after the confirmation). After `forMs` the screen waits for a reload or a live refresh.
 */
export function usePollWhile(active: boolean, poll: () => void, { everyMs = 4000, forMs = 3 * 60_000 } = {}) {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > forMs) window.clearInterval(timer);
      else latest.current();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs, forMs]);
}
