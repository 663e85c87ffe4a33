import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNow, useViewerTimeZone } from '../time';
import { RenderEnvironmentProvider, type RenderEnvironment } from './environment';

const SERVER: RenderEnvironment = { now: Date.UTC(2026, 10, 26, 12, 0), zone: 'UTC', locale: 'es-US' };

function Shown() {
  return <p>{`${useNow().toISOString()} ${useViewerTimeZone()}`}</p>;
}

describe('the render environment', () => {
  it('a server render writes the server\'s instant and zone', () => {
    const html = renderToString(
      <RenderEnvironmentProvider value={SERVER}>
        <Shown />
      </RenderEnvironmentProvider>,
    );
    expect(html).toBe('<p>2026-11-26T12:00:00.000Z UTC</p>');
  });

  it('hydration renders the same without a warning, then the browser\'s own values', async () => {
    const html = renderToString(
      <RenderEnvironmentProvider value={SERVER}>
        <Shown />
      </RenderEnvironmentProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <RenderEnvironmentProvider value={SERVER}>
          <Shown />
        </RenderEnvironmentProvider>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain('2026-11-26T12:00:00.000Z');
  });
});
