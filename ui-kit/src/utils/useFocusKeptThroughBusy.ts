import { useLayoutEffect, useRef } from 'react';

/**
 * For a control that is disabled while its action runs. The browser drops the focus of a disabled
 * control, leaving it on the page's body; when the control had the focus as it became busy, it
 * takes the focus back once usable again (the action failed or finished: the person goes on from
 * where they were), unless the focus went somewhere else meanwhile. Attach the returned ref to
 * the control. Button does this for its `loading` state.
 */
export function useFocusKeptThroughBusy<Element extends HTMLElement = HTMLButtonElement>(busy: boolean) {
  const ref = useRef<Element>(null);
  const focusedWhenBusy = useRef(false);
  // A layout effect: it runs before the browser's next rendering step, where the focus is dropped.
  useLayoutEffect(() => {
    const control = ref.current;
    if (!control) return;
    if (busy) {
      focusedWhenBusy.current = control.ownerDocument.activeElement === control;
      return;
    }
    if (!focusedWhenBusy.current) return;
    focusedWhenBusy.current = false;
    const active = control.ownerDocument.activeElement;
    if (!active || active === control.ownerDocument.body) control.focus();
  }, [busy]);
  return ref;
}
