/**
 * The save toggles of a page (hearts of deals, "Save business"): which ones the signed-in person
 * saved, and a toggle that shows the change at once and rolls it back with a toast when the API
 * refuses. A guest's toggle sends them to sign in, back to this page afterwards. Toggles show
 * only once the page has hydrated, so the server's HTML and the first render in the browser agree.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@spur/ui-kit';
import { errorMessage } from '../api/errors';
import { useAuth } from '../auth';
import { useHydrated } from '../ssr/lazyPart';

export interface SavedToggles {
  /** Toggles are shown (hydrated, and the sign-in check is over). */
  shown: boolean;
  /** Not signed in: a toggle asks to sign in. */
  guest: boolean;
  isSaved(id: string): boolean;
  isBusy(id: string): boolean;
  /** Saves or unsaves (signed in), or sends a guest to sign in. */
  toggle(id: string): void;
}

/** What is saved, through which endpoints (a module constant: the hook's effects depend on it). */
export interface SavedKind {
  /** The ids the person saved. */
  loadIds(signal: AbortSignal): Promise<readonly string[]>;
  save(id: string): Promise<unknown>;
  unsave(id: string): Promise<unknown>;
  /** The toast of a change the API refused, in the page's language. */
  failed(message: string): Parameters<typeof toast>[0];
}

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

function withId(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  return new Set(set).add(id);
}

/** `initial`: ids already known (the Saved tab lists only saved ones). */
export function useSavedToggles(kind: SavedKind, initial: readonly string[] = []): SavedToggles {
  const { status } = useAuth();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = status === 'authenticated';
  const [saved, setSaved] = useState<ReadonlySet<string>>(() => new Set(initial));
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  // What was toggled while the saved ids were on their way (id -> saved): their answer predates it.
  const toggledDuringLoad = useRef<Map<string, boolean> | null>(null);
  const setToggled = useCallback((id: string, on: boolean) => {
    toggledDuringLoad.current?.set(id, on);
    setSaved((current) => (on ? withId(current, id) : without(current, id)));
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    const toggled = new Map<string, boolean>();
    toggledDuringLoad.current = toggled;
    kind.loadIds(controller.signal).then(
      (ids) => {
        const loaded = new Set(ids);
        for (const [id, on] of toggled) if (on) loaded.add(id);
        else loaded.delete(id);
        toggledDuringLoad.current = null;
        setSaved(loaded);
      },
      // Unsaved toggles are the honest fallback: a toggle then says whether the API answers.
      () => {},
    );
    return () => controller.abort();
  }, [kind, signedIn]);

  // One toggle for every render (memoised cards compare it), reading this render's state.
  const latest = useRef({ signedIn, saved, location });
  useLayoutEffect(() => {
    latest.current = { signedIn, saved, location };
  });
  const toggle = useCallback(
    (id: string) => {
      const { signedIn: now, saved: current, location: here } = latest.current;
      if (!now) {
        void navigate('/login', { state: { from: here } });
        return;
      }
      const wasSaved = current.has(id);
      setToggled(id, !wasSaved);
      setBusy((current) => withId(current, id));
      (wasSaved ? kind.unsave(id) : kind.save(id))
        .catch((error: unknown) => {
          setToggled(id, wasSaved);
          toast(kind.failed(errorMessage(error)));
        })
        .finally(() => setBusy((current) => without(current, id)));
    },
    [kind, navigate, setToggled],
  );

  return {
    shown: hydrated && status !== 'loading',
    guest: status === 'guest',
    isSaved: (id) => signedIn && saved.has(id),
    isBusy: (id) => busy.has(id),
    toggle,
  };
}
