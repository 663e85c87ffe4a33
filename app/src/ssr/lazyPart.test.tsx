import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RenderEnvironmentProvider, type RenderEnvironment } from './environment';
import { HydratedMarker, useHydrated } from './lazyPart';

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
  it('is false on the server and while hydrating, true once the document has hydrated, for later mounts at once', async () => {
    const html = renderToString(tree);
    expect(html).toContain('server');
    const container = document.createElement('div');
    container.innerHTML = html;
    seen.length = 0;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError });
    });
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
