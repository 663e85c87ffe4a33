/**
 * A least-recently-used map bounded by entry count and by bytes (each value says its size), whose
 * entries also expire `ttlMs` after they were stored, by an injected clock.
 */
import type { Clock } from '../clock';

export interface LruLimits {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
}

interface Slot<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

export class BoundedLru<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private totalBytes = 0;

  constructor(
    private readonly limits: LruLimits,
    private readonly clock: Clock,
  ) {}

  get size() {
    return this.slots.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (slot.expiresAt <= this.clock.now().getTime()) {
      this.totalBytes -= slot.bytes;
      return undefined;
    }
    this.slots.set(key, slot);
    return slot.value;
  }

  /**
   * Stores `value` as fresh from `storedAt` (when its data was read: staleness counts from
   * there). The key's length counts towards its bytes; a value larger than the whole budget is
   * not kept.
   */
  set(key: string, value: V, valueBytes: number, storedAt: Date) {
    this.delete(key);
    const bytes = valueBytes + key.length;
    if (bytes > this.limits.maxBytes) return;
    this.slots.set(key, { value, bytes, expiresAt: storedAt.getTime() + this.limits.ttlMs });
    this.totalBytes += bytes;
    for (const [oldest, slot] of this.slots) {
      if (this.slots.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.slots.delete(oldest);
      this.totalBytes -= slot.bytes;
    }
  }

  delete(key: string) {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.totalBytes -= slot.bytes;
  }

  clear() {
    this.slots.clear();
    this.totalBytes = 0;
  }
}
