/**
 * Live availability: what `GET /api/deals/events` (Server-Sent Events) pushes to open pages. Each
 * event is one SSE message: `id` (a unique number, for `Last-Event-ID`), `event` (the type below)
 * and `data` (the JSON of the event). The stream's order is the order of the changes' commits,
 * which is not always the ids' numeric order (ids are taken before the commit). Both backends emit
 * the same events for the same change; the server publishes them with Postgres NOTIFY in the
 * transaction of the change.
 */
import { z } from './zod';
import { id } from './fields';
import { SessionSchema } from './sessions';

/** The stream; `?lastEventId=` stands for the `Last-Event-ID` header where a client cannot set it. */
export const LIVE_EVENTS_PATH = '/api/deals/events';
/** A comment line is sent this often on an idle stream, so proxies keep the connection open. */
export const LIVE_HEARTBEAT_SECONDS = 15;
/** How many recent events an instance keeps for `Last-Event-ID`; a client further behind gets `reload`. */
export const LIVE_REPLAY_EVENTS = 1000;
/** Bytes an instance queues for one client that does not read; past it the stream is closed. */
export const LIVE_CLIENT_BUFFER_BYTES = 256 * 1024;
/** The browser's reconnect delay, sent as the stream's `retry:`. */
export const LIVE_RETRY_MS = 2000;

const count = z.number().int();

/**
 * Spots left changed (a hold, a cancellation, an expired hold; a capacity edit changes the session,
 * so it is a `session` event): of a session, or of an open-dated deal (`session_id` null). `change` is new minus old; `starts_at` and
 * `cutoff_minutes` say whether the session still counts towards the card's total.
 */
export const SlotsEventSchema = z.object({
  type: z.literal('slots'),
  deal_id: id,
  session_id: id.nullable(),
  slots_left: count,
  change: count,
  starts_at: z.string().nullable(),
  cutoff_minutes: count.nullable(),
});

/** A session was added or changed (moved, resized, cancelled: `status`). */
export const SessionEventSchema = z.object({ type: z.literal('session'), deal_id: id, session: SessionSchema });

/** A session was deleted. */
export const SessionRemovedEventSchema = z.object({ type: z.literal('session_removed'), deal_id: id, session_id: id });

/** A deal was added or changed (title, price, venue, ...): read it again with GET /api/deals/{id}. */
export const DealEventSchema = z.object({ type: z.literal('deal'), deal_id: id });

/** A deal was deleted or taken off sale. */
export const DealRemovedEventSchema = z.object({ type: z.literal('deal_removed'), deal_id: id });

/** A running price drop reached its next step: the session's price is now `price` (dollars). */
export const PriceEventSchema = z.object({ type: z.literal('price'), deal_id: id, session_id: id, price: z.number() });

/** The client missed more than the server kept: read everything again. */
export const ReloadEventSchema = z.object({ type: z.literal('reload') });

export const LiveEventSchema = z.discriminatedUnion('type', [
  SlotsEventSchema,
  SessionEventSchema,
  SessionRemovedEventSchema,
  DealEventSchema,
  DealRemovedEventSchema,
  PriceEventSchema,
  ReloadEventSchema,
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];
export const LIVE_EVENT_TYPES = LiveEventSchema.options.map((option) => option.shape.type.value) as LiveEventType[];

/** An event with its stream id, as a client receives it. */
export interface LiveMessage {
  id: number;
  event: LiveEvent;
}

/**
 * One event as the stream sends it: `id` (none for a `reload` when nothing is kept yet), `event`
 * (the type) and `data` (the JSON), then a blank line.
 */
export const liveFrame = ({ id, event }: { id: number | undefined; event: LiveEvent }): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
