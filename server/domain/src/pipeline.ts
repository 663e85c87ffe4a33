/**
 * The request pipeline both backends run, in CONTRIBUTING's order: authentication (401) → role
 * (403) → a path id that is not a UUID (the resource's 404) → the body (invalid JSON 400, too
 * large 413: the adapter's reader) → the body and query schemas (400, first issue) → the
 * handler. Failures are thrown; `toHttpError` maps them. Framework-free: the Koa and MSW
 * adapters only say how to read the bearer, the body, the query and the params.
 */
import { MESSAGES, endpoints, id as uuidSchema, type EndpointName } from '@spur/contract';
import type { z } from 'zod';
import { forbidden, notFound, unauthorized } from './errors';

type Endpoints = typeof endpoints;
type Parsed<E, K extends 'body' | 'query'> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The 404 of a path id that is not a UUID (it can name nothing): which parameter, which message. */
export const ID_NOT_FOUND: Partial<Record<EndpointName, readonly [param: string, message: string]>> = {
  getBooking: ['id', MESSAGES.bookingNotFound],
  cancelBooking: ['id', MESSAGES.bookingNotFound],
  createReview: ['id', MESSAGES.bookingNotFound],
  dealReviews: ['id', MESSAGES.dealNotFound],
  answerReview: ['id', MESSAGES.reviewNotFound],
  getDeal: ['id', MESSAGES.dealNotFound],
  updateDeal: ['id', MESSAGES.dealNotFound],
  deleteDeal: ['id', MESSAGES.dealNotFound],
  listDealSessions: ['id', MESSAGES.dealNotFound],
  ownDealSessions: ['dealId', MESSAGES.dealNotFound],
  createSessions: ['dealId', MESSAGES.dealNotFound],
  updateSession: ['sessionId', MESSAGES.sessionNotFound],
  cancelSession: ['sessionId', MESSAGES.sessionNotFound],
  sessionManifest: ['sessionId', MESSAGES.sessionNotFound],
  joinWaitlist: ['id', MESSAGES.dealNotFound],
  getWaitlistEntry: ['token', MESSAGES.waitlistNotFound],
  leaveWaitlist: ['token', MESSAGES.waitlistNotFound],
  claimWaitlistOffer: ['token', MESSAGES.waitlistNotFound],
  saveDeal: ['id', MESSAGES.dealNotFound],
  unsaveDeal: ['id', MESSAGES.dealNotFound],
  saveBusiness: ['id', MESSAGES.businessNotFound],
  unsaveBusiness: ['id', MESSAGES.businessNotFound],
  deleteAlert: ['id', MESSAGES.alertNotFound],
  unsubscribePush: ['id', MESSAGES.pushSubscriptionNotFound],
};

/** A request as the pipeline reads it. */
export interface PipelineRequest {
  authorization: string | null | undefined;
  params: Record<string, string>;
  /** Query values by key; a repeated key may come as an array (its first value counts). */
  query: Record<string, string | readonly string[] | undefined>;
  /** The parsed JSON body; throws AppError 400 (invalid JSON) or 413 (too large). */
  readBody(): Promise<unknown>;
}

/** How a backend turns a bearer into its account. */
export interface Authenticator<User> {
  /** The account of a verified identity token; throws AppError 401 when the token is not one. */
  authenticate(token: string): Promise<User>;
  isBusiness(user: User): boolean;
}

export interface RouteInput<Name extends EndpointName, User> {
  body: Parsed<Endpoints[Name], 'body'>;
  query: Parsed<Endpoints[Name], 'query'>;
  params: Record<string, string>;
  /** The caller ('user' and 'business' endpoints; 'optional' ones when a bearer came). */
  user: User | undefined;
}

export type RouteResult<Name extends EndpointName> = z.input<Endpoints[Name]['response']>;

/** Runs one endpoint's pipeline; the success status comes from the endpoint table. */
export async function handleRequest<Name extends EndpointName, User>(
  name: Name,
  request: PipelineRequest,
  auth: Authenticator<User>,
  handler: (input: RouteInput<Name, User>) => Promise<RouteResult<Name>> | RouteResult<Name>,
): Promise<{ status: number; body: RouteResult<Name> }> {
  const endpoint = endpoints[name] as Endpoints[EndpointName];
  const user = await authorize(endpoint.access, request.authorization, auth);
  const pathId = ID_NOT_FOUND[name];
  if (pathId && !uuidSchema.safeParse(request.params[pathId[0]]).success) throw notFound(pathId[1]);
  const body = 'body' in endpoint ? endpoint.body.parse(normalizeInput(asFields(await request.readBody()))) : undefined;
  const query = 'query' in endpoint ? endpoint.query.parse(singleValues(request.query)) : undefined;
  // Path parameters that are not UUIDs (a checkout id) reach queries too.
  const input = { body, query, params: normalizeInput(request.params), user } as RouteInput<Name, User>;
  return { status: endpoint.status, body: await handler(input) };
}

/** Authentication, then role. */
async function authorize<User>(access: Endpoints[EndpointName]['access'], authorization: string | null | undefined, auth: Authenticator<User>) {
  if (access === 'public') return undefined;
  const token = bearerToken(authorization);
  if (!token) {
    if (access === 'optional') return undefined;
    throw unauthorized(MESSAGES.authRequired);
  }
  const user = await auth.authenticate(token);
  if (access === 'business' && !auth.isBusiness(user)) throw forbidden(MESSAGES.businessRequired);
  return user;
}

/** The bearer token of an Authorization header, in any case of the scheme; anything else is no bearer. */
export function bearerToken(header: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S.*)$/i.exec(header?.trim() ?? '');
  return match?.[1]?.trim() || undefined;
}

/** Arrays and other non-objects are valid JSON but name no fields: they validate as `{}`. */
const asFields = (body: unknown) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {});

/** One value per query key: repeated keys (`?a=1&a=2`) keep the first. */
export function singleValues(query: PipelineRequest['query']): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, normalizeInput(typeof value === 'string' || value === undefined ? value : value[0])]),
  );
}

/** A UTF-16 surrogate without its pair: not text; UTF-8 (and so Postgres) cannot hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Input text as it is stored: U+0000 removed (Postgres text cannot hold it, it never means
 * anything) and lone surrogates replaced by U+FFFD (what UTF-8 encoding makes of them), in every
 * string, also inside arrays and objects.
 */
export function normalizeInput<T>(value: T): T {
  if (typeof value === 'string') {
    const text = value.includes('\0') ? value.replaceAll('\0', '') : value;
    return text.replace(LONE_SURROGATE, '\uFFFD') as T;
  }
  if (Array.isArray(value)) return value.map(normalizeInput) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalizeInput(item)])) as T;
  }
  return value;
}
