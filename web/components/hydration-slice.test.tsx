// @vitest-environment happy-dom
// The browser runs the app on Preact (vite.config.ts aliases), and what a slice relies on, keeping the
// server's markup of a suspended part during hydration, is Preact's: the test runs on it too.
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// @ts-expect-error: plain JavaScript (compat's types are `export =`, see its header)
vi.mock('react', () => import('../preact/react.js'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

type Slices = typeof import('./hydration-slice');

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page of cards, each in a slice; a card's button counts its clicks in `clicks`. */
function page({ HydrationSlice, HydratedPage }: Slices, clicks: string[], names = NAMES) {
  const card = (name: string): ReactNode => (
    <HydrationSlice key={name}>
      <article>
        <h2>{name}</h2>
        <button type="button" onClick={() => clicks.push(name)}>
          {`${name} kiválasztása`}
        </button>
      </article>
    </HydrationSlice>
  );
  return (
    <HydratedPage>
      <main>
        <h1>Tanácsadók</h1>
        <button type="button" onClick={() => clicks.push('oldal')}>
          Oldal
        </button>
        {names.map(card)}
      </main>
    </HydratedPage>
  );
}
const NAMES = ['Kiss Anna', 'Nagy Béla', 'Tóth Csaba'];

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent?.startsWith(name));
const click = (container: HTMLElement, name: string) => button(container, name)?.click();

/**
 * The browser's IntersectionObserver, played by the test: `report(isVisible)` tells every observer
 * which of its elements are near the viewport, as the browser does once after `observe` and on scrolls.
 */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  targets: Element[] = [];
  constructor(readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
}
function report(isVisible: (element: Element) => boolean) {
  for (const observer of [...FakeIntersectionObserver.live]) {
    observer.callback(observer.targets.map((target) => ({ target, isIntersecting: isVisible(target) })));
  }
}
const showing =
  (...names: string[]) =>
  (element: Element) =>
    names.some((name) => element.textContent?.includes(name));

let slices: Slices;
beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.live.clear();
  slices = await import('./hydration-slice');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server's markup of the page in the document, hydrated as web/main.tsx does. */
async function hydrateServerPage(clicks: string[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(slices, []) as never);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const serverArticles = [...container.querySelectorAll('article')];
  const done = { value: false };
  slices.beginSlicedHydration();
  slices.afterSlicedHydration(() => {
    done.value = true;
  });
  hydrate(page(slices, clicks) as never, container);
  await Promise.resolve();
  return { container, serverHtml, serverArticles, done };
}

describe('HydrationSlice', () => {
  it("keeps the server's markup and hydrates the slices on screen one per task after the page's own pass", async () => {
    const clicks: string[] = [];
    const { container, serverHtml, serverArticles, done } = await hydrateServerPage(clicks);

    // The page itself is live; the cards are still the server's markup, untouched and not yet listening.
    expect(container.innerHTML).toBe(serverHtml);
    for (const name of ['Oldal', ...NAMES]) click(container, name);
    expect(clicks).toEqual(['oldal']);

    // The first two cards are on screen, the third far below.
    report(showing('Kiss Anna', 'Nagy Béla'));
    await nextTask();
    click(container, 'Kiss Anna');
    click(container, 'Nagy Béla');
    expect(clicks).toEqual(['oldal', 'Kiss Anna']);
    expect(done.value).toBe(false);

    await vi.waitFor(() => expect(done.value).toBe(true));
    for (const name of NAMES) click(container, name);
    // What is on screen is live; the card below the fold waits for the visitor.
    expect(clicks).toEqual(['oldal', 'Kiss Anna', 'Kiss Anna', 'Nagy Béla']);

    report(showing('Tóth Csaba'));
    await nextTask();
    click(container, 'Tóth Csaba');
    expect(clicks.at(-1)).toBe('Tóth Csaba');
    // Hydrated in place: the same elements, the same markup.
    expect([...container.querySelectorAll('article')]).toEqual(serverArticles);
    expect(container.innerHTML).toBe(serverHtml);
    container.remove();
  });

  it('hydrates a slice off screen at once when the visitor presses or focuses inside it', async () => {
    const clicks: string[] = [];
    const { container, done } = await hydrateServerPage(clicks);
    report(() => false);
    await vi.waitFor(() => expect(done.value).toBe(true));

    // A tap's pointerdown comes a task before its click: the click then finds the card live. (Nothing
    // else can open these slices: none of them is on screen.)
    button(container, 'Nagy Béla')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await nextTask();
    click(container, 'Nagy Béla');
    button(container, 'Tóth Csaba')?.focus();
    await nextTask();
    click(container, 'Tóth Csaba');
    click(container, 'Kiss Anna');
    expect(clicks).toEqual(['Nagy Béla', 'Tóth Csaba']);
    container.remove();
  });

  it('hydrates a slice on screen at once when pressed before its turn in the queue', async () => {
    const clicks: string[] = [];
    const { container } = await hydrateServerPage(clicks);
    // All three are seen and queued, one per task; the last is pressed before any of those tasks ran
    // (a click right after scrolling to it), and its click still counts.
    report(() => true);
    button(container, 'Tóth Csaba')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    for (let microtask = 0; microtask < 10; microtask++) await Promise.resolve();
    click(container, 'Tóth Csaba');
    click(container, 'Kiss Anna');
    expect(clicks).toEqual(['Tóth Csaba']);
    container.remove();
  });

  it("removes a slice's server markup when it goes away before it was hydrated", async () => {
    const { container } = await hydrateServerPage([]);
    report(() => false);
    await nextTask();

    render(page(slices, [], ['Kiss Anna']) as never, container);
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Kiss Anna',
    ]);
    container.remove();
  });

  it('renders at once outside a hydration (a page the browser renders itself)', async () => {
    const clicks: string[] = [];
    const container = document.createElement('div');
    let done = false;
    slices.afterSlicedHydration(() => {
      done = true;
    });
    render(page(slices, clicks) as never, container);
    expect(done).toBe(true);
    expect(container.querySelectorAll('article')).toHaveLength(3);
    click(container, 'Tóth Csaba');
    expect(clicks).toEqual(['Tóth Csaba']);
  });
});
