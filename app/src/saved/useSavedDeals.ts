/**
 * The hearts of a page: which deals the signed-in person saved (`savedDealIds`), and a toggle that
 * shows the change at once and rolls it back with a toast when the API refuses. A guest's heart
 * sends them to sign in, back to this page afterwards. Hearts show only once the page has
 * hydrated, so the server's HTML and the first render in the browser agree.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@spur/ui-kit';
import { getSavedDealIds, saveDeal, unsaveDeal } from '../api';
import { errorMessage } from '../api/errors';
import { useAuth } from '../auth';
import { COPY } from '../copy';
import { useHydrated } from '../ssr/lazyPart';

export interface SavedDeals {
  /** Hearts are shown (hydrated, and the sign-in check is over). */
  shown: boolean;
  /** Not signed in: a heart asks to sign in. */
  guest: boolean;
  isSaved(dealId: string): boolean;
  isBusy(dealId: string): boolean;
  /** Saves or unsaves (signed in), or sends a guest to sign in. */
  toggle(dealId: string): void;
}

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

function withId(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  return new Set(set).add(id);
}

/** `initial`: ids already known (the Saved tab lists only saved deals). */
export function useSavedDeals(initial: readonly string[] = []): SavedDeals {
  const { status } = useAuth();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = status === 'authenticated';
  const [saved, setSaved] = useState<ReadonlySet<string>>(() => new Set(initial));
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getSavedDealIds({ signal: controller.signal }).then(
      ({ deal_ids }) => setSaved(new Set(deal_ids)),
      // Hollow hearts are the honest fallback: a toggle then says whether the API answers.
      () => {},
    );
    return () => controller.abort();
  }, [signedIn]);

  // One toggle for every render (memoised cards compare it), reading this render's state.
  const latest = useRef({ signedIn, saved, location });
  useLayoutEffect(() => {
    latest.current = { signedIn, saved, location };
  });
  const toggle = useCallback(
    (dealId: string) => {
      const { signedIn: now, saved: current, location: here } = latest.current;
      if (!now) {
        void navigate('/login', { state: { from: here } });
        return;
      }
      const wasSaved = current.has(dealId);
      setSaved((current) => (wasSaved ? without(current, dealId) : withId(current, dealId)));
      setBusy((current) => withId(current, dealId));
      (wasSaved ? unsaveDeal(dealId) : saveDeal(dealId))
        .catch((error: unknown) => {
          setSaved((current) => (wasSaved ? withId(current, dealId) : without(current, dealId)));
          toast(COPY.toasts.saveFailed(errorMessage(error)));
        })
        .finally(() => setBusy((current) => without(current, dealId)));
    },
    [navigate],
  );

  return {
    shown: hydrated && status !== 'loading',
    guest: status === 'guest',
    isSaved: (dealId) => signedIn && saved.has(dealId),
    isBusy: (dealId) => busy.has(dealId),
    toggle,
  };
}
