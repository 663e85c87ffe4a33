/**
 * A form's submit: the entries parsed with the contract (field errors shown, nothing sent when
 * they do not parse, in the page's language), then sent, with the server's refusal as the form's
 * own error. Both alert forms (a new alert, the settings) submit this way.
 */
import { useState } from 'react';
import { translateText } from '@spur/i18n';
import { useLocale } from '@spur/i18n/react';
import { errorMessage } from '../api/errors';
import type { Parsed } from './alertInput';

export function useParsedSubmit<Body, Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const locale = useLocale();

  /** Sends `parsed`'s body with `send` when it parsed; resolves true once sent. */
  const submit = async (parsed: Parsed<Body, Field>, send: (body: Body) => Promise<void>): Promise<boolean> => {
    setFormError(undefined);
    if (!parsed.ok) {
      // The contract's messages are English (`MESSAGES`): each in the page's language.
      const entries = Object.entries(parsed.errors) as [Field, string][];
      setErrors(Object.fromEntries(entries.map(([field, message]) => [field, translateText(message, locale)])) as Partial<Record<Field, string>>);
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.body);
      return true;
    } catch (error) {
      setFormError(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { errors, formError, busy, submit };
}
