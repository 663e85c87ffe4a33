/**
 * The dashboard's session forms as pure functions: the values of "Add times" (one time or a
 * repeating pattern) and of a session's edit, their request bodies, and the plan they make.
 * Validation is the contract's schemas and the domain's rules (the same the backends run), so the
 * form refuses exactly what the server would, with the same message, and previews the very starts
 * the server will create.
 */
import {
  SESSION_DEFAULTS,
  SessionCreateSchema,
  SessionUpdateSchema,
  type ManagedSession,
  type RepeatDays,
  type SessionCreate,
  type SessionUpdate,
} from '@spur/contract';
import { AppError, localDate, plannedEdit, plannedStarts, wallTime, zonedInstant } from '@spur/domain';

export type SessionFormKind = 'one' | 'repeat';

/** The inputs, as typed; dates and times are the venue's wall clock. */
export interface SessionFormValues {
  kind: SessionFormKind;
  /** YYYY-MM-DD: the day of a single time, or the first day of a pattern. */
  date: string;
  /** HH:MM of a single time. */
  time: string;
  days: RepeatDays;
  /** HH:MM of each start of a pattern's day. */
  times: string[];
  weeks: string;
  duration: string;
  capacity: string;
  cutoff: string;
}

const HOUR_MS = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** HH:MM of an instant on the venue's clock. */
export function wallClock(instant: Date, zone: string): string {
  const wall = wallTime(instant, zone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** A new form: one time, an hour after the next full hour (venue time), the defaults of the contract. */
export function newSessionValues(now: Date, zone: string): SessionFormValues {
  const start = new Date((Math.floor(now.getTime() / HOUR_MS) + 2) * HOUR_MS);
  const time = wallClock(start, zone);
  return {
    kind: 'one',
    date: localDate(start, zone),
    time,
    days: 'daily',
    times: [time],
    weeks: '1',
    duration: String(SESSION_DEFAULTS.durationMinutes),
    capacity: String(SESSION_DEFAULTS.capacity),
    cutoff: String(SESSION_DEFAULTS.cutoffMinutes),
  };
}

/** The edit form of a session. */
export function sessionValues(session: ManagedSession, zone: string): SessionFormValues {
  const start = new Date(session.starts_at);
  return {
    kind: 'one',
    date: localDate(start, zone),
    time: wallClock(start, zone),
    days: 'daily',
    times: [wallClock(start, zone)],
    weeks: '1',
    duration: String(session.duration_minutes),
    capacity: String(session.capacity),
    cutoff: String(session.cutoff_minutes),
  };
}

/** A whole number as typed; blank or anything else is NaN, which the schemas refuse with their message. */
const whole = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/** A date and time on the venue's clock as an ISO instant; an incomplete one is sent as typed for the schema to refuse. */
function startInstant(values: Pick<SessionFormValues, 'date' | 'time'>, zone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || !/^\d{2}:\d{2}$/.test(values.time)) return `${values.date}T${values.time}`;
  return zonedInstant(values.date, values.time, zone).toISOString();
}

/** POST body of "Add times". */
export function toSessionCreate(values: SessionFormValues, zone: string): SessionCreate {
  const common = { duration_minutes: whole(values.duration), capacity: whole(values.capacity), cutoff_minutes: whole(values.cutoff) };
  if (values.kind === 'one') return { starts_at: startInstant(values, zone), ...common };
  return { repeat: { start_date: values.date, days: values.days, times: values.times.map((time) => time.trim()), weeks: whole(values.weeks) }, ...common };
}

/** PUT body of an edit: only what changed. */
export function toSessionUpdate(values: SessionFormValues, session: ManagedSession, zone: string): SessionUpdate {
  const body: SessionUpdate = {};
  const startsAt = startInstant(values, zone);
  if (Date.parse(startsAt) !== Date.parse(session.starts_at)) body.starts_at = startsAt;
  if (whole(values.duration) !== session.duration_minutes) body.duration_minutes = whole(values.duration);
  if (whole(values.capacity) !== session.capacity) body.capacity = whole(values.capacity);
  if (whole(values.cutoff) !== session.cutoff_minutes) body.cutoff_minutes = whole(values.cutoff);
  return body;
}

export type SessionPlan<B> = { ok: true; body: B; starts: Date[] } | { ok: false; message: string };

function refusal(error: unknown): { ok: false; message: string } {
  if (error instanceof AppError) return { ok: false, message: error.message };
  throw error;
}

/**
 * What "Add times" would create at `now`: the starts (one, or the pattern's, skipping those past
 * their cut-off), or the message the server would answer. `existing` are the deal's sessions.
 */
export function planSessions(values: SessionFormValues, zone: string, now: Date, existing: readonly ManagedSession[]): SessionPlan<SessionCreate> {
  const body = toSessionCreate(values, zone);
  const parsed = SessionCreateSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  try {
    const scheduled = existing.filter((session) => session.status === 'scheduled').map((session) => session.starts_at);
    return { ok: true, body, starts: plannedStarts(parsed.data, zone, now, scheduled) };
  } catch (error) {
    return refusal(error);
  }
}

/**
 * What saving an edit would change, or the message the server would answer, checked in the
 * server's order: the edit itself (time locked once booked, capacity not below the spots sold),
 * then a moved start (future, after its cut-off, not on another session's start).
 */
export function planEdit(
  values: SessionFormValues,
  session: ManagedSession,
  zone: string,
  now: Date,
  existing: readonly ManagedSession[],
): SessionPlan<SessionUpdate> {
  const body = toSessionUpdate(values, session, zone);
  const parsed = SessionUpdateSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  try {
    const others = existing.filter((other) => other.status === 'scheduled' && other.id !== session.id).map((other) => other.starts_at);
    const { startsAt } = plannedEdit(session, parsed.data, zone, now, others);
    return { ok: true, body, starts: [startsAt] };
  } catch (error) {
    return refusal(error);
  }
}
