import { act, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput, type EarlyWindow } from './earlyInput';

/** What the form's submit handler received, in order ('keyword|sector'). */
const sent: string[] = [];

// A server-rendered form as the public pages have it (controlled text field and select, a button that opens
// something), hydrated by React 19 after the visitor has already used it. Like the kit's SearchPanel, each field's
// change hands on all the filters of the render it comes from ({ ...values, sector }): a change handled before React has
// rendered the previous one puts that one back.
function Page() {
  const [filters, setFilters] = useState({ keyword: '', sector: '' });
  const { keyword, sector } = filters;
  const setKeyword = (value: string) => setFilters({ ...filters, keyword: value });
  const setSector = (value: string) => setFilters({ ...filters, sector: value });
  const [open, setOpen] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(`${keyword}|${sector}`);
      }}
    >
      <input type="search" aria-label="keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <select aria-label="sector" value={sector} onChange={(event) => setSector(event.target.value)}>
        <option value="">All</option>
        <option value="3">Banks</option>
        <option value="7">Health</option>
      </select>
      <input type="checkbox" aria-label="open now" defaultChecked={false} />
      <button type="button" onClick={() => setOpen(true)}>
        Review
      </button>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Render again
      </button>
      <button type="submit">Search</button>
      {/* what a handler of a render React had not committed does: the keyword of that render ('') put back */}
      <button type="button" onClick={() => setFilters({ keyword: '', sector })}>
        Stale
      </button>
      <output>{`${keyword}|${sector}|${open ? 'open' : 'closed'}|${renders}`}</output>
    </form>
  );
}

let root: Root | undefined;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sent.length = 0;
  delete (window as EarlyWindow).__annuaireEarly;
});

/** The server's HTML of the page, before any script. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

/** The visitor types and chooses in the plain HTML (the browser's own editing, no React yet). */
function editBeforeHydration(container: HTMLElement) {
  const keyword = container.querySelector('input[type=search]') as HTMLInputElement;
  keyword.value = 'banque';
  const sector = container.querySelector('select') as HTMLSelectElement;
  sector.selectedIndex = 2;
}

/** Checks every few milliseconds instead of every frame (jsdom draws no frames). */
const timers = { schedule: (next: () => void) => void setTimeout(next, 5), settleMs: 200, giveUpMs: 2000 };

/** Calls `onCommit` in its render's commit, as main.tsx does in the hydration's. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

async function hydrate(container: HTMLElement, replay: boolean) {
  const start = replay ? replayEarlyInput(container, window as EarlyWindow, timers) : () => undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        <Page />
        <Committed onCommit={start} />
      </>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
}

/**
 * The server's page with the visitor's fields, hydrated with the replay noted but not started: its returned function
 * starts it, as the hydration's commit does (between the two, React holds the page and its handlers run).
 */
async function hydrateBeforeReplay(): Promise<{ container: HTMLElement; start: () => void }> {
  const container = serverPage();
  editBeforeHydration(container);
  const start = replayEarlyInput(container, window as EarlyWindow, timers);
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return { container, start };
}

const shown = (container: HTMLElement) => container.querySelector('output')?.textContent;

describe('replayEarlyInput', () => {
  it('gives the app what was typed and chosen before hydration, and a later render keeps it', async () => {
    const container = serverPage();
    editBeforeHydration(container);
    await hydrate(container, true);
    expect(shown(container)).toBe('banque|7|closed|0');

    // a render of the fields (any state change) puts React's value in them: the visitor's, not the server's
    await act(async () => (container.querySelectorAll('button')[1] as HTMLButtonElement).click());
    expect(shown(container)).toBe('banque|7|closed|1');
    expect((container.querySelector('input[type=search]') as HTMLInputElement).value).toBe('banque');
    expect((container.querySelector('select') as HTMLSelectElement).value).toBe('7');
  });

  it('without it, that render takes the visitor’s text and choice back (what it is there for)', async () => {
    const container = serverPage();
    editBeforeHydration(container);
    await hydrate(container, false);
    await act(async () => (container.querySelectorAll('button')[1] as HTMLButtonElement).click());
    expect((container.querySelector('input[type=search]') as HTMLInputElement).value).toBe('');
    expect(shown(container)).toBe('||closed|1');
  });

  it('keeps what was typed after hydration too: the field’s latest text wins over the one noted before', async () => {
    const { container, start } = await hydrateBeforeReplay();
    // typed on before the replay's first check: the browser's editing, which React does not see as a change yet
    const keyword = container.querySelector('input[type=search]') as HTMLInputElement;
    keyword.value = 'banque centrale';
    start();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(shown(container)).toBe('banque centrale|7|closed|0');
  });

  it('clicks again the button clicked before React held it, once', async () => {
    const container = serverPage();
    const review = container.querySelector('button') as HTMLButtonElement;
    (window as EarlyWindow).__annuaireEarly = { click: { element: review, at: performance.now() } };
    await hydrate(container, true);
    expect(shown(container)).toBe('||open|0');
    expect((window as EarlyWindow).__annuaireEarly?.click).toBeUndefined();
  });

  it('holds a form sent while React hydrates, and sends it again with the visitor’s fields once they are replayed', async () => {
    // React holds the form (its props are on it), the fields are not replayed yet
    const { container, start } = await hydrateBeforeReplay();
    const form = container.querySelector('form') as HTMLFormElement;
    await act(async () => form.requestSubmit(container.querySelector('button[type=submit]') as HTMLButtonElement));
    // without the hold, the handler ran here with the server's state: '|' (the search without its filters)
    expect(sent).toEqual([]);
    start();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sent).toEqual(['banque|7']);
    // and once committed, a form is React's again at once
    await act(async () => form.requestSubmit());
    expect(sent).toEqual(['banque|7', 'banque|7']);
  });

  it('holds a form sent after the commit while React does not hold its fields yet (a part hydrated later)', async () => {
    const container = serverPage();
    editBeforeHydration(container);
    const start = replayEarlyInput(container, window as EarlyWindow, timers);
    // the root has committed; this part of the page (a Suspense boundary's) is still the server's HTML
    start();
    const form = container.querySelector('form') as HTMLFormElement;
    const left = vi.fn();
    window.addEventListener('submit', left);
    form.requestSubmit();
    window.removeEventListener('submit', left);
    // without the hold, the form went on (to React, which would have hydrated the part at once and searched with '|')
    expect(left).not.toHaveBeenCalled();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sent).toEqual(['banque|7']);
  });

  it('replays a field again when a render puts the server’s value back after its replay, until the visitor acts', async () => {
    const container = serverPage();
    editBeforeHydration(container);
    await hydrate(container, true);
    expect(shown(container)).toBe('banque|7|closed|0');
    const stale = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Stale') as HTMLButtonElement;
    await act(async () => stale.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(shown(container)).toBe('banque|7|closed|0');

    // the visitor acts: what the app does from then on is theirs (Réinitialiser empties the fields on purpose)
    const keyword = container.querySelector('input[type=search]') as HTMLInputElement;
    keyword.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await act(async () => stale.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(shown(container)).toBe('|7|closed|0');
  });

  it('changes nothing on a page nobody touched', async () => {
    const container = serverPage();
    await hydrate(container, true);
    expect(shown(container)).toBe('||closed|0');
    expect((container.querySelector('input[type=checkbox]') as HTMLInputElement).checked).toBe(false);
  });
});
