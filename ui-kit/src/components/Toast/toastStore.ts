import { useSyncExternalStore, type ReactNode } from 'react';

/** How many toasts are visible at once (SPEC §9): a new toast replaces the old one. */
export const TOAST_LIMIT = 1;
/** Default time a toast stays open, in ms (SPEC §9). */
export const TOAST_DURATION = 5000;
/** How long a dismissed toast stays in the store before it is removed, in ms (SPEC §9). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Distance in px a toast must be swiped (to the right) to dismiss it (SPEC §9). */
export const SWIPE_THRESHOLD = 50;
/** Direction a toast is swiped to dismiss it. */
export const SWIPE_DIRECTION = 'right';
/** Keys that move focus to the notifications region (SPEC §9: F8). */
export const TOAST_HOTKEY: string[] = ['F8'];

export type ToastVariant = 'default' | 'destructive';

/** A button inside the toast (e.g. "Undo"). Pressing it also closes the toast. */
export interface ToastActionOptions {
  /** Visible label of the button. */
  label: string;
  /** Called when the button is pressed. */
  onClick: () => void;
  /** How to do the same thing without the toast, for screen-reader users (Radix requires it), e.g. "Go to My Bookings to undo". */
  altText: string;
}

/** What `toast()` accepts. */
export interface ToastOptions {
  /** Bold first line, e.g. "Booking Cancelled". */
  title: string;
  /** Optional second line. */
  description?: ReactNode;
  /** `destructive` for errors. Default `default`. */
  variant?: ToastVariant;
  /** Optional action button. */
  action?: ToastActionOptions;
  /** Time in ms before it closes by itself. Default `TOAST_DURATION` (5000). */
  duration?: number;
}

/** A toast held by the store. `open` turns false when it is dismissed; it leaves the store `TOAST_REMOVE_DELAY` ms later. */
export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

/** What `toast()` returns: the toast's id and functions to close or change it. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastOptions>) => void;
}

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastRecord[]) {
  // Toasts pushed out by the limit are gone for good: drop their pending removals.
  for (const [id, timer] of removeTimers) {
    if (!next.some((t) => t.id === id)) {
      clearTimeout(timer);
      removeTimers.delete(id);
    }
  }
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes the toast with this id, or every toast without one. It leaves the store after `TOAST_REMOVE_DELAY`. */
export function dismissToast(id?: string): void {
  const affected = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (affected.length === 0) return;
  for (const t of affected) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (affected.includes(t) ? { ...t, open: false } : t)));
}

function updateToast(id: string, changes: Partial<ToastOptions>) {
  if (!toasts.some((t) => t.id === id)) return;
  setToasts(toasts.map((t) => (t.id === id ? { ...t, ...changes, id, open: t.open } : t)));
}

/**
 * Shows a toast. Only `TOAST_LIMIT` (1) is visible: a new toast replaces the current one.
 * Works anywhere (outside React too); a mounted `<Toaster />` renders it.
 */
export function toast(options: ToastOptions): ToastHandle {
  counter += 1;
  const id = `toast-${counter}`;
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id), update: (changes) => updateToast(id, changes) };
}

/** The toasts currently held (newest first), including dismissed ones awaiting removal. */
export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

/** Empties the store and cancels pending removals: for tests and stories. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  counter = 0;
  setToasts([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toast store in React: the current toasts, `toast()` to show one and `dismiss(id?)` to close. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
