/**
 * The MSW adapter's body reader: reads a JSON body the way the server's @koa/bodyparser does, so
 * the shared pipeline sees the same body (or the same 400/413) from both backends.
 */
import { MESSAGES } from '@spur/contract';
import { AppError } from '@spur/domain';

/** Same limit as the server's default `BODY_LIMIT` (100kb, as @koa/bodyparser counts it). */
const BODY_LIMIT_BYTES = 100 * 1024;

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
 * (strict mode) without `__proto__` keys, and over the limit is 413.
 */
export async function readJsonBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await request.text();
  if (!JSON_TYPES.has(mediaType)) return {};
  if (new TextEncoder().encode(text).length > limit) throw new AppError(413, MESSAGES.bodyTooLarge);
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (trimmed[0] !== '{' && trimmed[0] !== '[') throw new AppError(400, MESSAGES.invalidJson);
  let body: unknown;
  try {
    body = JSON.parse(trimmed);
  } catch {
    throw new AppError(400, MESSAGES.invalidJson);
  }
  if (hasProtoKey(trimmed, body)) throw new AppError(400, MESSAGES.invalidJson);
  return body;
}
