/** Timestamps as the two stores keep them: Date objects (knex) or ISO strings (@mswjs/data). */
export type Instant = Date | string;

export const millis = (instant: Instant): number => (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());
