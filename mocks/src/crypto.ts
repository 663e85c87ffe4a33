/**
 * Small WebCrypto helpers (browsers and Node 20 both provide `crypto.subtle`): HS256 JWTs,
 * password hashing and random ids.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** WebCrypto's key type, named without the DOM library (Node's types declare `crypto` too). */
type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const keys = new Map<string, Promise<HmacKey>>();
function hmacKey(secret: string): Promise<HmacKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export type JwtPayload = Record<string, unknown>;

/** Signs `payload` as a compact HS256 JWT. */
export async function signJwt(payload: JwtPayload, secret: string): Promise<string> {
  const header = base64UrlEncode(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'spur-demo' })));
  const body = base64UrlEncode(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${header}.${body}`));
  return `${header}.${body}.${base64UrlEncode(new Uint8Array(signature))}`;
}

/** Decodes a compact JWT without checking it; null when it is not JWT-shaped. */
export function decodeJwt(token: string): { header: JwtPayload; payload: JwtPayload; parts: string[] } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart] = parts as [string, string, string];
  const headerBytes = base64UrlDecode(headerPart);
  const payloadBytes = base64UrlDecode(payloadPart);
  if (!headerBytes || !payloadBytes) return null;
  try {
    const header: unknown = JSON.parse(decoder.decode(headerBytes));
    const payload: unknown = JSON.parse(decoder.decode(payloadBytes));
    if (!isRecord(header) || !isRecord(payload)) return null;
    return { header, payload, parts };
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is JwtPayload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Verifies an HS256 JWT's signature (the header must say HS256: `alg: none` and every other
 * algorithm are refused) and returns its payload, or null. Claims are checked by the caller.
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtPayload | null> {
  const decoded = decodeJwt(token);
  if (!decoded || decoded.header.alg !== 'HS256') return null;
  const [headerPart, payloadPart, signaturePart] = decoded.parts as [string, string, string];
  const signature = base64UrlDecode(signaturePart);
  if (!signature || signature.length !== 32) return null;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature as Uint8Array<ArrayBuffer>,
    encoder.encode(`${headerPart}.${payloadPart}`),
  );
  return valid ? decoded.payload : null;
}

/** Random URL-safe characters (A-Z a-z 0-9). */
export function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** A version 4 UUID. */
/** `count` bytes from the platform's CSPRNG. */
export const randomBytes = (count: number): Uint8Array => crypto.getRandomValues(new Uint8Array(count));

export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Salted SHA-256 of a password, stored as `sha256:<salt>:<hex>` (never the password itself). */
export async function hashPassword(password: string, salt: string = randomToken(16)): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${salt}:${password}`));
  return `sha256:${salt}:${toHex(digest)}`;
}

export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt] = stored.split(':');
  if (scheme !== 'sha256' || !salt) return false;
  return (await hashPassword(password, salt)) === stored;
}
