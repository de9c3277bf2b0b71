import { Component, type ReactNode, Suspense, useEffect } from 'react';

/**
 * Hydrating a server-rendered page in slices. Hydration is one synchronous pass over the whole tree; on
 * a mid-range phone the list page's pass blocks the main thread for half a second, which the visitor
 * feels as a page that ignores the first tap (and Lighthouse counts as blocking time). A part wrapped in
 * <HydrationSlice> suspends during that pass: Preact keeps its server-rendered DOM on screen, and the part
 * is hydrated later in a task of its own, one slice per task, in the order the slices were met.
 *
 * Only during the first hydration: a slice rendered afterwards (a client-side navigation, new results)
 * renders at once. Preact keeps one DOM node for a suspended part, so a slice is one layout-neutral
 * element (`display: contents`) around its children: Mantine components may render several (a
 * responsive style prop adds a <style> before its element).
 */
let phase: 'off' | 'hydrating' | 'done' = 'off';
let passDone = false;
const waiting: (() => void)[] = [];
const whenDone: (() => void)[] = [];
let stepScheduled = false;

/** Called just before the browser hydrates a server-rendered page (web/main.tsx). */
export function beginSlicedHydration() {
  phase = 'hydrating';
}

/** Runs `callback` once every slice is hydrated (at once when the page was not hydrated). */
export function afterSlicedHydration(callback: () => void) {
  if (phase === 'hydrating') whenDone.push(callback);
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

function scheduleStep() {
  if (stepScheduled) return;
  stepScheduled = true;
  setTimeout(step, 0);
}

function step() {
  stepScheduled = false;
  const release = waiting.shift();
  if (release) {
    // The released slice re-renders (hydrates) in this task's microtasks; the next one in a later task.
    release();
    scheduleStep();
  } else if (passDone) {
    phase = 'done';
    for (const callback of whenDone.splice(0)) callback();
  }
}

class SuspendWhileHydrating extends Component<{ children: ReactNode }> {
  // A class instance survives the suspension (a function component's hooks would not).
  pending: Promise<void> | null =
    phase === 'hydrating'
      ? new Promise<void>((resolve) => {
          waiting.push(resolve);
          scheduleStep();
        }).then(() => {
          this.pending = null;
        })
      : null;

  override render() {
    if (this.pending) throw this.pending;
    return this.props.children;
  }
}

export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SuspendWhileHydrating>
        <div style={{ display: 'contents' }}>{children}</div>
      </SuspendWhileHydrating>
    </Suspense>
  );
}
