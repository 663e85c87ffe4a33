/** HTTP plumbing shared by every API handler: errors, bearer parsing, JSON bodies. */
import { MESSAGES } from '@spur/contract';

/** An answer other than success: `{ message }` with a 4xx (or the overrides' 5xx). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** Same limit as the server's default `BODY_LIMIT` (100kb, as @koa/bodyparser counts it). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** The bearer token of an Authorization header; anything else counts as no bearer (as the server reads it). */
export function bearerToken(header: string | null): string | undefined {
  const match = /^Bearer\s+(\S.*)$/i.exec(header?.trim() ?? '');
  return match?.[1]?.trim() || undefined;
}

/** The media types the server's bodyparser reads as JSON (@koa/bodyparser's defaults). */
const JSON_TYPES = new Set([
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
  'application/reports+json',
  'application/scim+json',
]);

/** An own `__proto__` key anywhere in a parsed body (the server's parser refuses those). */
function hasProtoKey(text: string, value: unknown): boolean {
  // Like @hapi/bourne: only bodies whose text names the key are scanned, breadth first.
  if (!/"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/.test(text)) {
    return false;
  }
  let level: unknown[] = [value];
  while (level.length > 0) {
    const next: unknown[] = [];
    for (const node of level) {
      if (!node || typeof node !== 'object') continue;
      if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return true;
      next.push(...Object.values(node));
    }
    level = next;
  }
  return false;
}

/**
 * Reads a JSON body the way the server's bodyparser does: only JSON media types are parsed
 * (anything else reads as `{}`), an empty body is `{}`, the body must be a JSON object or array
 * (strict mode) without `__proto__` keys, over the limit is 413, and arrays or other non-objects
 * validate as `{}`.
 */
export async function readJsonBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<Record<string, unknown>> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await request.text();
  if (!JSON_TYPES.has(mediaType)) return {};
  if (new TextEncoder().encode(text).length > limit) throw new ApiError(413, MESSAGES.bodyTooLarge);
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (trimmed[0] !== '{' && trimmed[0] !== '[') throw badRequest(MESSAGES.invalidJson);
  let body: unknown;
  try {
    body = JSON.parse(trimmed);
  } catch {
    throw badRequest(MESSAGES.invalidJson);
  }
  if (hasProtoKey(trimmed, body)) throw badRequest(MESSAGES.invalidJson);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** One value per query key: repeated keys keep the first (as the server reads them). NULs removed. */
export function singleValues(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in result)) result[key] = normalizeInput(value);
  return result;
}

/** A UTF-16 surrogate without its pair: not text; UTF-8 (and so Postgres) cannot hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Input text as the server stores it: U+0000 removed (the server strips it before validating:
 * Postgres text cannot hold it, it never means anything) and lone surrogates replaced by U+FFFD
 * (what the server's UTF-8 encoding of the text makes of them), in every string, also inside
 * arrays and objects: `"a\u0000b"` is `"ab"`.
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
