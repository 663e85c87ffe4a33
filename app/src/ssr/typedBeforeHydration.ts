import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Text typed into a server-rendered form before React hydrated it (issue 32) is in the fields,
 * not in the state, and a controlled field would wipe it at its next render. Once the form has
 * mounted, hands `adopt` every named field of `rendered` whose text differs from what was rendered.
 */
export function useTypedBeforeHydration<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  rendered: Readonly<Record<Name, string>>,
  adopt: (name: Name, value: string) => void,
): void {
  const adoptTyped = useEffectEvent(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const name of Object.keys(rendered) as Name[]) {
      const field = elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== rendered[name]) adopt(name, field.value);
    }
  });
  useEffect(() => adoptTyped(), []);
}
