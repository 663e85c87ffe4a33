import type { z } from 'zod';
import { MESSAGES } from './messages';

/** The message a user sees for a failed parse: the first issue's, as the schemas word them. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.invalidRequest;
}
