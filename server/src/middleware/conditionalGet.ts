/**
 * Entity tags and `If-None-Match` (RFC 9110 §8.8.3, §13.1.2). A tag is strong: a hash of the
 * identity body. A content-coded variant is a different representation with different bytes, so
 * its strong tag must differ too (RFC 9110 §8.8.3.3): the same hash with the coding appended
 * (`"…-br"`, `"…-gzip"`), which keeps a cache's validators, and range requests, from mixing them.
 */
import { createHash } from 'node:crypto';
import type { ContentCoding } from './compression';

export function strongEtag(identityBody: Buffer, coding: ContentCoding): string {
  const hash = createHash('sha256').update(identityBody).digest('base64url').slice(0, 22);
  return coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`;
}

/** entity-tag = [ W/ ] DQUOTE *etagc DQUOTE, in a comma-separated list (etagc may itself be a comma). */
const ENTITY_TAG = /(?:W\/)?("[\x21\x23-\x7e\x80-\xff]*")/g;

/**
 * Whether `If-None-Match` matches the current representation's tag: `*` matches any current
 * representation; a list matches when a member is equal under the weak comparison (a `W/` prefix
 * is ignored). A malformed header matches nothing, so the full answer goes out.
 */
export function ifNoneMatchMatches(header: string, etag: string): boolean {
  const value = header.trim();
  if (!value) return false;
  if (value === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const match of value.matchAll(ENTITY_TAG)) if (match[1] === opaque) return true;
  return false;
}
