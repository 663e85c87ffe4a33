/**
 * Pieces every flow machine shares: placeholder actors (each machine declares its side effects
 * with these; `live.ts` or a test provides the real ones) and the UI actions a screen injects.
 */
import { fromPromise, type NonReducibleUnknown } from 'xstate';
import { translateText } from '@spur/i18n';
import { COPY, type ToastCopy } from '../copy';
import { pageCopy, pageLocale } from '../i18n/pageLocale';

/** A side effect the machine declares but does not implement: throws until provided. */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The "${name}" actor is not provided: use machine.provide({ actors: { ${name}: ... } }).`);
  });
}

/**
 * The app's toasts in the page's language, read as a machine fires one: `{ type: 'notify', params:
 * () => pageToasts().x }` (a machine is defined at module load, before any page has a language).
 */
export const pageToasts = () => pageCopy(COPY).toasts;

/** An English text made by copy (a contract schema's message) in the page's language. */
export function pageText(text: string): string {
  return typeof window === 'undefined' ? text : translateText(text, pageLocale(window.location.pathname));
}

/**
 * UI effects a screen injects with `machine.provide({ actions: uiActions({ toast, navigate }) })`.
 * Machines call them as `{ type: 'notify', params: () => pageToasts().x }` and
 * `{ type: 'navigate', params: { to: '/login' } }`. The defaults do nothing (tests spy on them).
 */
export const noopUiActions = {
  notify: (_: unknown, _toast: ToastCopy) => {},
  navigate: (_: unknown, _params: { to: string }) => {},
};

export interface UiDeps {
  /** Shows a toast: pass `toast` from `useToast()` (or the kit's imperative `toast`). */
  toast: (toast: ToastCopy) => unknown;
  /** Client-side navigation: pass `useNavigate()`'s function. */
  navigate?: (to: string) => unknown;
}

/** The `notify`/`navigate` implementations for `machine.provide({ actions })`. */
export function uiActions({ toast, navigate }: UiDeps) {
  return {
    notify: (_: unknown, params: ToastCopy) => {
      toast(params);
    },
    navigate: (_: unknown, params: { to: string }) => {
      navigate?.(params.to);
    },
  };
}

/**
 * `fromPromise` for effects that take the actor's abort `signal` (a cancellable fetch). React
 * may stop a mounted component's actor and start it again from its snapshot (@xstate/react does
 * so when effects reconnect: Strict Mode, a Suspense boundary hiding and showing its content);
 * the restart runs the effect again, but the first run's rejection for its aborted signal would
 * still reach the restarted actor as a failure. An aborted run therefore never settles.
 */
export function fromCancellablePromise<TOutput, TInput>(run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    run({ input, signal }).catch((error: unknown) => {
      if (signal.aborted) return new Promise<never>(() => {});
      throw error;
    }),
  );
}
