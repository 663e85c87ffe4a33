import { Suspense, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RenderEnvironmentProvider, type RenderEnvironment } from './environment';
import { HydratedMarker, countParts, lazyPart, useHydrated, whenDocumentHydrated } from './lazyPart';

const SERVER: RenderEnvironment = { now: Date.UTC(2026, 10, 26, 12, 0), zone: 'UTC', locale: 'en-US' };

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

function Page() {
  const [later, setLater] = useState(false);
  return (
    <>
      <Probe />
      {later ? <Probe /> : <button onClick={() => setLater(true)}>more</button>}
    </>
  );
}

const tree = (
  <RenderEnvironmentProvider value={SERVER}>
    <Page />
    <HydratedMarker />
  </RenderEnvironmentProvider>
);

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true once the document has hydrated (whenDocumentHydrated resolves then), for later mounts at once', async () => {
    const html = renderToString(tree);
    expect(html).toContain('server');
    const container = document.createElement('div');
    container.innerHTML = html;
    seen.length = 0;
    const onRecoverableError = vi.fn();
    const hydrated = vi.fn();
    void whenDocumentHydrated().then(hydrated);
    await Promise.resolve();
    expect(hydrated).not.toHaveBeenCalled();
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError });
    });
    expect(hydrated).toHaveBeenCalledOnce();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('p')?.textContent).toBe('browser');
    // The hydration render, then the one that shows the browser's values: the end of hydration
    // alone does not render the component again.
    expect(seen).toEqual([false, true]);
    expect(document.documentElement.dataset.hydrated).toBe('true');

    seen.length = 0;
    await act(async () => {
      container.querySelector('button')?.click();
    });
    expect(seen.at(-1)).toBe(true);
    expect(seen.includes(false)).toBe(false);
  });
});

describe('lazy parts of server HTML', () => {
  const Note = ({ text }: { text: string }) => <em>{text}</em>;
  const page = (part: ReactNode) => (
    <RenderEnvironmentProvider value={SERVER}>
      <p>page</p>
      <Suspense fallback={<i>loading</i>}>{part}</Suspense>
    </RenderEnvironmentProvider>
  );

  it('the server counts them; the browser waits for each, though React hydrates them after the page', async () => {
    const ServerNote = lazyPart(async () => ({ default: Note }));
    // entry-server's passes: render until every part has loaded, then the counted render.
    await prerender(page(<ServerNote text="note" />));
    const { result: html, parts } = countParts(() => renderToString(page(<ServerNote text="note" />)));
    expect(parts).toBe(1);
    expect(html).toContain('<em>note</em>');

    // The browser's own copy of the module, as in a real page (the server's counts stay on the server).
    vi.resetModules();
    const browser = await import('./lazyPart');
    let loaded!: () => void;
    const code = new Promise<void>((resolve) => (loaded = resolve));
    const BrowserNote = browser.lazyPart(async () => {
      await code;
      return { default: Note };
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    browser.expectServerParts(parts);
    let hydrated = false;
    void browser.partsMounted().then(() => (hydrated = true));
    await act(async () => {
      hydrateRoot(container, page(<BrowserNote text="note" />));
    });
    expect(hydrated).toBe(false);
    await act(async () => loaded());
    expect(container.querySelector('em')?.textContent).toBe('note');
    expect(hydrated).toBe(true);
  });
});
