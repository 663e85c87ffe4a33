/**
 * State of one deal form (full create, quick add or edit): the values, the problem to show, the
 * busy flag, and the submit that validates (dealFormValidation), sends, and toasts the outcome.
 *
 * On failure the form toasts "Error: Failed to ... Please try again." and, when the server
 * rejected the input (400), shows the server's message inline and marks the field it names.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES, type Deal } from '@spur/contract';
import { toast } from '@spur/ui-kit';
import { isApiError } from '../../api';
import type { ToastCopy } from '../../copy';
import { validateDealForm, type DealField, type DealFormMode, type DealFormProblem, type DealFormValues } from './dealFormValidation';

/** The field a server validation message is about, so the form can mark it. */
const SERVER_MESSAGE_FIELDS: ReadonlyArray<[string, DealField]> = [
  [MESSAGES.validPrice, 'price'],
  [MESSAGES.validOriginalPrice, 'originalPrice'],
  [MESSAGES.validSlots, 'slots'],
  [MESSAGES.validImage, 'image'],
  [MESSAGES.validExpiry, 'expiresAt'],
  [MESSAGES.validCategory, 'category'],
  [MESSAGES.validTimeZone, 'timeZone'],
  [MESSAGES.validPriceDropFloor, 'dropFloor'],
  [MESSAGES.validPriceDropWindow, 'dropWindow'],
  [MESSAGES.validFreeCancellationHours, 'freeHours'],
  [MESSAGES.validRefundPercent, 'lateRefund'],
  [MESSAGES.validCoordinates, 'latitude'],
  [MESSAGES.venueNeedsBoth, 'latitude'],
  [MESSAGES.validLanguage, 'languages'],
  [MESSAGES.chooseLanguages, 'languages'],
  [MESSAGES.tooManyLanguages, 'languages'],
  [MESSAGES.duplicateLanguages, 'languages'],
  [MESSAGES.tooLong('Title', LIMITS.dealTitle), 'title'],
  [MESSAGES.tooLong('Description', LIMITS.dealDescription), 'description'],
  [MESSAGES.tooLong('Location', LIMITS.location), 'location'],
];

/** The server's 400 message as a form problem. */
export function serverProblem(message: string): DealFormProblem {
  const field = SERVER_MESSAGE_FIELDS.find(([text]) => text === message)?.[1];
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
    const invalid = validateDealForm(mode, values);
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
        if (isApiError(error, 400)) fail(serverProblem(error.message));
      },
    );
  };

  const isInvalid = (field: DealField) => problem?.fields.includes(field) ?? false;

  return { values, setField, problem, attempt, isInvalid, submitting, onSubmit };
}
