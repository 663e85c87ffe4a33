/**
 * Place: where a deal happens (its venue's coordinates) and where the visitor is (the centre of a
 * catalogue query), for distances, "near me" and the map.
 */
import { z } from './zod';
import { DEAL_SORTS, MAX_RADIUS_KM } from './constants';
import { MESSAGES } from './messages';

export const latitude = z
  .number({ error: MESSAGES.validCoordinates })
  .min(-90, { error: MESSAGES.validCoordinates })
  .max(90, { error: MESSAGES.validCoordinates });

export const longitude = z
  .number({ error: MESSAGES.validCoordinates })
  .min(-180, { error: MESSAGES.validCoordinates })
  .max(180, { error: MESSAGES.validCoordinates });

/** A query parameter holding a number; blank means "not set". */
const queryNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const number = Number(value);
      if (!Number.isFinite(number)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });

/**
 * The place part of GET /api/deals: a centre (`lat` and `lng`, both or neither), an optional
 * radius around it, and the order. Without a centre the order is `soonest`; with one it defaults
 * to `now_near` (see the domain's `nowNearScore`).
 */
export const PlaceQueryShape = {
  lat: queryNumber(MESSAGES.validCoordinates).pipe(latitude.optional()),
  lng: queryNumber(MESSAGES.validCoordinates).pipe(longitude.optional()),
  radius_km: queryNumber(MESSAGES.validRadius).pipe(
    z
      .number()
      .gt(0, { error: MESSAGES.validRadius })
      .max(MAX_RADIUS_KM, { error: MESSAGES.validRadius })
      .optional(),
  ),
  sort: z
    .enum(['', ...DEAL_SORTS], { error: MESSAGES.validSort })
    .optional()
    .transform((value) => value || undefined),
};

/** The cross-field rules of the place query (after each field parsed). */
export function checkPlaceQuery(
  query: { lat?: number | undefined; lng?: number | undefined; radius_km?: number | undefined; sort?: string | undefined },
  context: z.RefinementCtx,
): void {
  const hasCentre = query.lat !== undefined && query.lng !== undefined;
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    context.addIssue({ code: 'custom', message: MESSAGES.centreNeedsBoth, path: ['lat'] });
  } else if (!hasCentre && (query.radius_km !== undefined || query.sort === 'distance' || query.sort === 'now_near')) {
    context.addIssue({ code: 'custom', message: MESSAGES.centreRequired, path: ['lat'] });
  }
}
