import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { setup } from 'xstate';
import { fromCancellablePromise, notProvided } from './shared';

const loader = setup({ actors: { load: notProvided<string>('load') } }).createMachine({
  initial: 'loading',
  states: { loading: { invoke: { src: 'load', onDone: 'loaded', onError: 'failed' } }, loaded: {}, failed: {} },
});

/** Resolves after a moment; rejects as fetch does once its signal is aborted. */
const load = ({ signal }: { signal: AbortSignal }) =>
  new Promise<string>((resolve, reject) => {
    const aborted = () => reject(new DOMException('signal is aborted without reason', 'AbortError'));
    if (signal.aborted) aborted();
    signal.addEventListener('abort', aborted);
    setTimeout(() => resolve('ok'), 20);
  });

function Loader() {
  const [state] = useMachine(loader.provide({ actors: { load: fromCancellablePromise(load) } }));
  return <p>{String(state.value)}</p>;
}

describe('fromCancellablePromise', () => {
  it('a flow React stops and starts again (Strict Mode, a Suspense boundary hiding it) ends loaded, not failed by its aborted first run', async () => {
    render(
      <StrictMode>
        <Loader />
      </StrictMode>,
    );
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });
});
