import { describe, expect, it, vi } from 'vitest';
import { compareAsc } from './date-fns';
import defaultDebug, { debug } from './debug';
import { isFunction } from './lodash';
import { getDomain } from './tldts';

describe('demo build stand-ins', () => {
  it('compareAsc answers like date-fns 2: -1, 0, 1, NaN for anything but dates and numbers', () => {
    const early = new Date('2026-01-01T10:00:00Z');
    const late = new Date('2026-01-01T11:00:00Z');
    expect(compareAsc(early, late)).toBe(-1);
    expect(compareAsc(late, early)).toBe(1);
    expect(compareAsc(early, new Date(early.getTime()))).toBe(0);
    expect(compareAsc(early.getTime(), late)).toBe(-1);
    expect(compareAsc('2026-01-01', late)).toBeNaN();
    expect(compareAsc(new Date(Number.NaN), late)).toBeNaN();
  });

  it('isFunction tells functions apart', () => {
    expect(isFunction(() => 1)).toBe(true);
    expect(isFunction(class {})).toBe(true);
    expect(isFunction({})).toBe(false);
    expect(isFunction(null)).toBe(false);
  });

  it('debug gives a logger that prints nothing, for every namespace and its extensions', () => {
    const print = vi.spyOn(console, 'log');
    const printError = vi.spyOn(console, 'error');
    const log = debug('executeQuery');
    log('query %o', { where: {} });
    const child = log.extend('compile');
    child('more');
    expect(defaultDebug).toBe(debug);
    expect([log.namespace, log.enabled, child.namespace, child.enabled]).toEqual(['executeQuery', false, 'executeQuery:compile', false]);
    expect(print).not.toHaveBeenCalled();
    expect(printError).not.toHaveBeenCalled();
  });

  it('getDomain: the last two labels, a single label or an address as it is', () => {
    expect(getDomain('app.spur.example')).toBe('spur.example');
    expect(getDomain('Spur.Example.')).toBe('spur.example');
    expect(getDomain('localhost')).toBe('localhost');
    expect(getDomain('127.0.0.1')).toBe('127.0.0.1');
    expect(getDomain('::1')).toBe('::1');
    expect(getDomain('')).toBeNull();
  });
});
