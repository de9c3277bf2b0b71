import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Hydrating a server-rendered page in slices, and only what the visitor reaches. Hydration is one
 * synchronous pass over the whole tree; on a mid-range phone the list page's pass blocked the main thread
 * for half a second, which the visitor feels as a page that ignores the first tap (and Lighthouse counts
 * as blocking time). A part wrapped in <HydrationSlice> suspends during that pass: Preact keeps its
 * server-rendered DOM on screen, readable and with working links. The part is hydrated later, one slice
 * per task, once it comes near the viewport — or at once when the visitor presses or focuses something
 * in it — so the cards and sections below the fold cost nothing until they are scrolled to.
 *
 * Only during the first hydration: a slice rendered afterwards (a client-side navigation, new results)
 * renders at once. Preact keeps one DOM node for a suspended part, so the suspended part is one
 * layout-neutral element (`display: contents`) around the children (Mantine components may render
 * several: a responsive style prop adds a <style> before its element), inside another that is hydrated
 * with the page: it is what the slice watches, and what removes the server's markup if the slice goes
 * away before it was hydrated.
 */
let hydrating = false;
let passDone = false;
/** Slices whose visibility the browser has not reported yet: they may be on screen. */
let unseen = 0;
const queue: Gate[] = [];
const whenDone: (() => void)[] = [];
let stepScheduled = false;

/** How far outside the viewport a slice starts hydrating, so a scrolling visitor meets it ready. */
const NEAR_VIEWPORT = '300px 0px';
const INTERACTIONS = ['pointerdown', 'focusin'] as const;
const CONTENTS = { display: 'contents' } as const;

/** Called just before the browser hydrates a server-rendered page (web/main.tsx). */
export function beginSlicedHydration() {
  hydrating = true;
}

/**
 * Runs `callback` once the page's own pass is over and every slice on screen is hydrated (at once when
 * the page was not hydrated). Slices further down hydrate when they are reached.
 */
export function afterSlicedHydration(callback: () => void) {
  if (hydrating) whenDone.push(callback);
  else callback();
}

/**
 * Wraps each server-rendered page (inside its lazy chunk, web/app/router.tsx): once the page has
 * committed, its hydration pass is over and no new slice can be met. (An effect outside the lazy chunk
 * would run too early: during hydration a suspended lazy page does not hold back its parent's effects.)
 */
export function HydratedPage({ children }: { children: ReactNode }) {
  useEffect(() => {
    passDone = true;
    scheduleStep();
  }, []);
  return children;
}

/** What a suspended slice waits for; `open()` lets it hydrate (in the microtasks of the same task). */
type Gate = { promise: Promise<void>; opened: boolean; open: () => void };

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = { promise: Promise.resolve(), opened: false, open: () => resolve() };
  gate.promise = new Promise<void>((settle) => {
    resolve = settle;
  }).then(() => {
    gate.opened = true;
  });
  return gate;
}

function scheduleStep() {
  if (stepScheduled) return;
  stepScheduled = true;
  setTimeout(step, 0);
}

function step() {
  stepScheduled = false;
  const gate = queue.shift();
  if (gate) {
    gate.open();
    scheduleStep();
  } else if (hydrating && passDone && unseen === 0) {
    hydrating = false;
    for (const callback of whenDone.splice(0)) callback();
  }
}

/**
 * Queues the slice for hydration when any of its elements comes near the viewport, opens it at once when
 * the visitor presses or focuses inside it. Returns what stops watching.
 */
function watch(gate: Gate, slice: HTMLElement | null) {
  const parts = [...(slice?.firstElementChild?.children ?? [])].filter((part) => part.tagName !== 'STYLE');
  if (!slice || parts.length === 0 || typeof IntersectionObserver === 'undefined') {
    queue.push(gate);
    scheduleStep();
    return undefined;
  }
  let reported = false;
  /** The browser said whether the slice is near the viewport: the page need not wait for it any more. */
  const reportSeen = () => {
    if (reported) return;
    reported = true;
    unseen -= 1;
  };
  const stop = () => {
    observer.disconnect();
    for (const type of INTERACTIONS) slice.removeEventListener(type, openNow, true);
    reportSeen();
    scheduleStep();
  };
  // Also once the slice is seen and queued: a press can come before its turn in the queue.
  const openNow = () => gate.open();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        queue.push(gate);
      }
      reportSeen();
      scheduleStep();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  unseen += 1;
  for (const part of parts) observer.observe(part);
  for (const type of INTERACTIONS) slice.addEventListener(type, openNow, true);
  void gate.promise.then(stop);
  return stop;
}

function WaitFor({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.opened) throw gate.promise;
  return children;
}

export function HydrationSlice({ children }: { children: ReactNode }) {
  const slice = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (hydrating ? createGate() : null));
  useLayoutEffect(() => (gate && !gate.opened ? watch(gate, slice.current) : undefined), [gate]);
  return (
    <div ref={slice} style={CONTENTS}>
      <Suspense fallback={null}>
        <WaitFor gate={gate}>
          <div style={CONTENTS}>{children}</div>
        </WaitFor>
      </Suspense>
    </div>
  );
}
