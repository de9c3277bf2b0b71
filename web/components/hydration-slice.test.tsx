// @vitest-environment happy-dom
// The browser runs the app on Preact (vite.config.ts aliases), and what a slice relies on, keeping the
// server's markup of a suspended part during hydration, is Preact's: the test runs on it too.
import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// @ts-expect-error: plain JavaScript (compat's types are `export =`, see its header)
vi.mock('react', () => import('../preact/react.js'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

type Slices = typeof import('./hydration-slice');

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page of three cards, each in a slice; a card's button counts its clicks in `clicks`. */
function page({ HydrationSlice, HydratedPage }: Slices, clicks: string[]) {
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
        {['Kiss Anna', 'Nagy Béla', 'Tóth Csaba'].map(card)}
      </main>
    </HydratedPage>
  );
}

const click = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent?.startsWith(name))?.click();

let slices: Slices;
beforeEach(async () => {
  vi.resetModules();
  slices = await import('./hydration-slice');
});

describe('HydrationSlice', () => {
  it("keeps the server's markup and hydrates one slice per task after the page's own pass", async () => {
    const clicks: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(slices, []) as never);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const serverArticles = [...container.querySelectorAll('article')];
    let hydrated = false;

    slices.beginSlicedHydration();
    slices.afterSlicedHydration(() => {
      hydrated = true;
    });
    hydrate(page(slices, clicks) as never, container);
    await Promise.resolve();

    // The page itself is live; the cards are still the server's markup, untouched and not yet listening.
    expect(container.innerHTML).toBe(serverHtml);
    for (const name of ['Oldal', 'Kiss Anna', 'Nagy Béla', 'Tóth Csaba']) click(container, name);
    expect(clicks).toEqual(['oldal']);

    await nextTask();
    click(container, 'Kiss Anna');
    click(container, 'Nagy Béla');
    expect(clicks).toEqual(['oldal', 'Kiss Anna']);
    expect(hydrated).toBe(false);

    await nextTask();
    await nextTask();
    await nextTask();
    for (const name of ['Nagy Béla', 'Tóth Csaba']) click(container, name);
    expect(clicks).toEqual(['oldal', 'Kiss Anna', 'Nagy Béla', 'Tóth Csaba']);
    expect(hydrated).toBe(true);
    // Hydrated in place: the same elements, the same markup.
    expect([...container.querySelectorAll('article')]).toEqual(serverArticles);
    expect(container.innerHTML).toBe(serverHtml);
    container.remove();
  });

  it('renders at once outside a hydration (a page the browser renders itself)', async () => {
    const { render } = await import('preact');
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
