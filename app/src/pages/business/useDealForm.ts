/**
 * State of one deal form (full create, quick add or edit): the values, the problem to show, the
 * busy flag, and the submit that validates (dealFormValidation), sends, and toasts the outcome.
 *
 * On failure the form toasts "Error: Failed to ... Please try again." and, when the server
 * rejected the input (400), shows the server's message inline and marks the field it names.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES, type Deal } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { toast } from '@spur/ui-kit';
import { isApiError } from '../../api';
import type { ToastCopy } from '../../copy';
import { validateDealForm, type DealField, type DealFormMode, type DealFormProblem, type DealFormValues } from './dealFormValidation';

/** The field each server validation message (of `messages`: the contract's, in one language) is about, so the form can mark it. */
function serverMessageFields(messages: typeof MESSAGES): ReadonlyArray<[string, DealField]> {
  return [
    [messages.validPrice, 'price'],
    [messages.validOriginalPrice, 'originalPrice'],
    [messages.validSlots, 'slots'],
    [messages.validImage, 'image'],
    [messages.validExpiry, 'expiresAt'],
    [messages.validCategory, 'category'],
    [messages.validTimeZone, 'timeZone'],
    [messages.validPriceDropFloor, 'dropFloor'],
    [messages.validPriceDropWindow, 'dropWindow'],
    [messages.validFreeCancellationHours, 'freeHours'],
    [messages.validRefundPercent, 'lateRefund'],
    [messages.validCoordinates, 'latitude'],
    [messages.venueNeedsBoth, 'latitude'],
    [messages.validLanguage, 'languages'],
    [messages.chooseLanguages, 'languages'],
    [messages.tooManyLanguages, 'languages'],
    [messages.duplicateLanguages, 'languages'],
    [messages.tooLong('Title', LIMITS.dealTitle), 'title'],
    [messages.tooLong('Description', LIMITS.dealDescription), 'description'],
    [messages.tooLong('Location', LIMITS.location), 'location'],
  ];
}

/**
 * The server's 400 message as a form problem. The server writes it in English or in the page's
 * language (`messages`: the contract's in that language), so the field is found in either.
 */
export function serverProblem(message: string, messages: typeof MESSAGES = MESSAGES): DealFormProblem {
  const fields = messages === MESSAGES ? serverMessageFields(MESSAGES) : [...serverMessageFields(MESSAGES), ...serverMessageFields(messages)];
  const field = fields.find(([text]) => text === message)?.[1];
  return { message, fields: field ? [field] : [] };
}

export interface UseDealFormOptions {
  mode: DealFormMode;
  initial: DealFormValues;
  /** Sends the valid values (createDeal / updateDeal). */
  send: (values: DealFormValues) => Promise<Deal>;
  /** Toast after success ("Success") and after failure ("Error: Failed to ..."). */
  toasts: { success: ToastCopy; failure: ToastCopy };
  /** Runs after the success toast, with the saved deal (close the dialog, refresh the list). */
  onSaved: (deal: Deal) => void;
}

export interface DealFormState {
  values: DealFormValues;
  setField: <F extends DealField>(field: F, value: DealFormValues[F]) => void;
  /** What is wrong, shown inline; null when nothing is. Editing a field it names clears its mark. */
  problem: DealFormProblem | null;
  /** Counts the submits that ended with a problem (the form moves the focus to it each time). */
  attempt: number;
  /** The field is named by the current problem. */
  isInvalid: (field: DealField) => boolean;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useDealForm({ mode, initial, send, toasts, onSaved }: UseDealFormOptions): DealFormState {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<DealFormProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const messages = useCopy(MESSAGES);

  const setField = useCallback(<F extends DealField>(field: F, value: DealFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The person is fixing a field the message named: unmark it; the message goes with the last one.
    setProblem((current) => {
      if (!current?.fields.includes(field)) return current;
      const fields = current.fields.filter((name) => name !== field);
      return fields.length > 0 ? { ...current, fields } : null;
    });
  }, []);

  const fail = (next: DealFormProblem) => {
    setProblem(next);
    setAttempt((count) => count + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateDealForm(mode, values, messages);
    if (invalid) {
      fail(invalid);
      return;
    }
    setProblem(null);
    setSubmitting(true);
    send(values).then(
      (deal) => {
        setSubmitting(false);
        toast(toasts.success);
        onSaved(deal);
      },
      (error: unknown) => {
        setSubmitting(false);
        toast(toasts.failure);
        if (isApiError(error, 400)) fail(serverProblem(error.message, messages));
      },
    );
  };

  const isInvalid = (field: DealField) => problem?.fields.includes(field) ?? false;

  return { values, setField, problem, attempt, isInvalid, submitting, onSubmit };
}
