/** The first message per top-level field of a failed parse, keyed by the contract's field names. */
import type { z } from 'zod';

export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
