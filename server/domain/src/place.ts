/**
 * Distances and the "now near" order, one definition for the server's SQL twin, the in-browser
 * backend and the app.
 *
 * Distance is the great-circle distance on a sphere of Postgres earthdistance's `earth()` radius
 * (6,378,168 m), so the server's `earth_distance(ll_to_earth(...), ll_to_earth(...))` and this
 * function agree to the metre (to 1e-5 m). The server's SQL twin (DISTANCE_SQL in
 * services/catalogue.ts) is this very haversine over the deal's columns, operation for operation;
 * earthdistance's GiST index picks the candidates of a radius search and orders nearest first.
 */
import { OPEN_DATED_WAIT_MINUTES, WALKING_METERS_PER_MINUTE, type DealSort } from '@spur/contract';
import { millis, type Instant } from './time';

/** earthdistance's earth() radius, in metres. */
export const EARTH_RADIUS_M = 6_378_168;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in metres (unrounded). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes of walking at the score's pace. */
export const walkingMinutes = (meters: number): number => meters / WALKING_METERS_PER_MINUTE;

/**
 * The "now near" score of a deal, smaller first: minutes until its next start (an open-dated deal
 * counts OPEN_DATED_WAIT_MINUTES, being bookable any time) plus minutes of walking to it. So
 * "starts in 20 min, 400 m away" (25) beats "starts in 10 min, 15 km away" (~198) and "2 km away
 * tomorrow" (~1,465).
 */
export function nowNearScore(nextStart: Instant | null, meters: number, now: Date): number {
  const wait = nextStart === null ? OPEN_DATED_WAIT_MINUTES : Math.max(0, (millis(nextStart) - now.getTime()) / 60_000);
  return wait + walkingMinutes(meters);
}

/** The place part of a catalogue query, as both backends read it. */
export interface PlaceQuery {
  lat?: number | undefined;
  lng?: number | undefined;
  radius_km?: number | undefined;
  sort?: DealSort | undefined;
}

/** The centre of a catalogue query, or null without one (the contract takes both or neither). */
export function centreOf(query: PlaceQuery): LatLng | null {
  return query.lat === undefined || query.lng === undefined ? null : { latitude: query.lat, longitude: query.lng };
}

/**
 * The order of a catalogue query, the one place it defaults: the `sort` asked for, else
 * `now_near` around a centre, else `soonest`.
 */
export function effectiveSort(query: PlaceQuery): DealSort {
  return query.sort ?? (centreOf(query) ? 'now_near' : 'soonest');
}

/** What a catalogue query asks of place: its centre, its radius in metres (null: none), its order. */
export interface CataloguePlace {
  centre: LatLng | null;
  radiusMeters: number | null;
  sort: DealSort;
}

export function cataloguePlace(query: PlaceQuery): CataloguePlace {
  return {
    centre: centreOf(query),
    radiusMeters: query.radius_km === undefined ? null : query.radius_km * 1000,
    sort: effectiveSort(query),
  };
}

/** A deal's `distance_m`: whole metres, half up (SQL twin: `floor(metres + 0.5)`). */
export const roundMeters = (meters: number): number => Math.round(meters);

/** Inside a radius search: at most the radius away, boundary included (no radius: everywhere). */
export const withinRadius = (meters: number, radiusMeters: number | null): boolean => radiusMeters === null || meters <= radiusMeters;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** `sort=distance`: nearest first (unrounded metres), ties by deal id. */
export function nearestFirst(a: { id: string; meters: number }, b: { id: string; meters: number }): number {
  return a.meters - b.meters || byId(a, b);
}

/** `sort=now_near`: the smallest `nowNearScore` first, ties by deal id. */
export function nowNearFirst(a: { id: string; score: number }, b: { id: string; score: number }): number {
  return a.score - b.score || byId(a, b);
}

/** Regions whose people read road distances in miles. */
const MILES_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

/** Whether a BCP 47 locale ("en-US") reads distances in miles. */
export function usesMiles(locale: string): boolean {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region !== undefined && MILES_REGIONS.has(region);
  } catch {
    return false;
  }
}

/**
 * A distance as a card shows it: "600 m", "2.4 km", "12 km"; in miles where the locale uses them:
 * "250 ft" under a tenth of a mile, then "0.4 mi", "2.4 mi", "12 mi".
 */
export function formatDistance(meters: number, locale: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  if (usesMiles(locale)) {
    const miles = meters / 1609.344;
    if (miles < 0.1) return `${Math.max(50, Math.round(meters / 0.3048 / 50) * 50)} ft`;
    return `${number(miles, miles < 10 ? 1 : 0)} mi`;
  }
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)} m`;
  const km = meters / 1000;
  return `${number(km, km < 10 ? 1 : 0)} km`;
}
