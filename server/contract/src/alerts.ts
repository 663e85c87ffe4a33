/**
 * Never miss it (issue 31): saved deals, alerts on what starts soon nearby, the in-app inbox and
 * Web Push subscriptions. A "moment" is something that happened to a deal that someone may want
 * to know within the minute: a new session, a price drop, a spot freed on a sold-out time.
 */
import { z } from './zod';
import { CATEGORIES, MAX_RADIUS_KM } from './constants';
import { MESSAGES } from './messages';
import { latitude, longitude } from './place';
import { DealSchema } from './deals';
import { timeZone } from './fields';

/**
 * What makes an alert: a new session, a price drop below the price last seen, a spot freed on a
 * sold-out time; and a new deal, which only the people who saved its business hear of.
 */
export const ALERT_MOMENTS = ['new_session', 'price_drop', 'spot_freed', 'new_deal'] as const;
export type AlertMoment = (typeof ALERT_MOMENTS)[number];

/** When the deals an alert is about start: within 3 hours of the moment, later the same day, this weekend (venue's day). */
export const ALERT_WINDOWS = ['within_3h', 'today', 'weekend'] as const;
export type AlertWindow = (typeof ALERT_WINDOWS)[number];

export const ALERT_LIMITS = {
  /** Radius of an alert's circle, km (the catalogue's "near me" limit at most). */
  minRadiusKm: 0.5,
  maxRadiusKm: MAX_RADIUS_KM,
  /** Highest price an alert may set, dollars. */
  maxPrice: 10_000,
  /** Saved alerts per person. */
  maxAlertsPerUser: 20,
  /** Alerts delivered a day: the setting's range and default. */
  minDailyCap: 1,
  maxDailyCap: 50,
  defaultDailyCap: 10,
  /** The in-app inbox lists this many, newest first. */
  inboxSize: 50,
  placeName: 80,
} as const;

/** Quiet hours by default (the person's time zone): nothing is pushed or e-mailed between them. */
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '08:00' } as const;

/** The app's page of saved alerts and their settings. */
export const ALERTS_ROUTE = '/alerts';

const clockTime = z.string({ error: MESSAGES.alertQuietHours }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MESSAGES.alertQuietHours });

/** POST /api/alerts: a circle (a centre and a radius), a window, optional categories and a highest price. */
export const AlertCreateSchema = z.object({
  place_name: z
    .string({ error: MESSAGES.alertPlaceName })
    .trim()
    .min(1, { error: MESSAGES.alertPlaceName })
    .max(ALERT_LIMITS.placeName, { error: MESSAGES.alertPlaceName }),
  latitude,
  longitude,
  radius_km: z
    .number({ error: MESSAGES.alertRadius })
    .min(ALERT_LIMITS.minRadiusKm, { error: MESSAGES.alertRadius })
    .max(ALERT_LIMITS.maxRadiusKm, { error: MESSAGES.alertRadius }),
  window: z.enum(ALERT_WINDOWS, { error: MESSAGES.alertWindow }),
  categories: z.array(z.enum(CATEGORIES, { error: MESSAGES.validCategory }), { error: MESSAGES.validCategory }).max(CATEGORIES.length).default([]),
  max_price: z
    .number({ error: MESSAGES.alertPrice })
    .positive({ error: MESSAGES.alertPrice })
    .max(ALERT_LIMITS.maxPrice, { error: MESSAGES.alertPrice })
    .nullable()
    .default(null),
});
export type AlertCreate = z.input<typeof AlertCreateSchema>;

export const AlertSchema = z.object({
  id: z.string(),
  place_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius_km: z.number(),
  window: z.enum(ALERT_WINDOWS),
  categories: z.array(z.enum(CATEGORIES)),
  max_price: z.number().nullable(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;
export const AlertListSchema = z.array(AlertSchema);

/** When and how often alerts may reach a person (push and e-mail; the inbox always gets them). */
export const AlertSettingsSchema = z.object({
  /** "HH:MM" in `time_zone`; equal start and end: no quiet hours. */
  quiet_start: z.string(),
  quiet_end: z.string(),
  /** IANA zone the quiet hours and the daily cap's day are read in. */
  time_zone: z.string(),
  daily_cap: z.number().int(),
});
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

export const AlertSettingsUpdateSchema = z
  .object({
    quiet_start: clockTime.optional(),
    quiet_end: clockTime.optional(),
    time_zone: timeZone.optional(),
    daily_cap: z
      .number({ error: MESSAGES.alertDailyCap })
      .int({ error: MESSAGES.alertDailyCap })
      .min(ALERT_LIMITS.minDailyCap, { error: MESSAGES.alertDailyCap })
      .max(ALERT_LIMITS.maxDailyCap, { error: MESSAGES.alertDailyCap })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: MESSAGES.nothingToUpdate });
export type AlertSettingsUpdate = z.input<typeof AlertSettingsUpdateSchema>;

/** Unpadded base64url of exactly `bytes` bytes (a push subscription's keys). */
const base64UrlBytes = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: MESSAGES.pushSubscriptionInvalid })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), { error: MESSAGES.pushSubscriptionInvalid });
};

/** POST /api/push-subscriptions: what `PushSubscription.toJSON()` gives in the browser. */
export const PushSubscriptionCreateSchema = z.object({
  endpoint: z
    .string({ error: MESSAGES.pushSubscriptionInvalid })
    .max(2_048, { error: MESSAGES.pushSubscriptionInvalid })
    // A push service's URL (https), or a local stand-in on loopback (tests, the local stack).
    .regex(/^(https:\/\/[A-Za-z0-9.-]+(:\d+)?|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?)\/[^\s]*$/, { error: MESSAGES.pushSubscriptionInvalid }),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64UrlBytes(65),
      /** The 16-byte authentication secret. */
      auth: base64UrlBytes(16),
    },
    { error: MESSAGES.pushSubscriptionInvalid },
  ),
});
export type PushSubscriptionCreate = z.input<typeof PushSubscriptionCreateSchema>;

export const PushSubscriptionSchema = z.object({ id: z.string(), endpoint: z.string(), created_at: z.string() });
export type PushSubscriptionRef = z.infer<typeof PushSubscriptionSchema>;

/** GET /api/push-config: the VAPID public key a browser subscribes with (null: push is not configured). */
export const PushConfigSchema = z.object({ public_key: z.string().nullable() });
export type PushConfig = z.infer<typeof PushConfigSchema>;

/** One alert of the inbox: what happened, to which deal, and what the notification said. */
export const InboxAlertSchema = z.object({
  id: z.string(),
  /** The saved alert that matched; null when it came from a saved deal or a saved business. */
  alert_id: z.string().nullable(),
  moment: z.enum(ALERT_MOMENTS),
  deal_id: z.string(),
  deal_title: z.string(),
  /** The business offering the deal (a new deal's alert names it: "New from …"). */
  business_name: z.string(),
  session_id: z.string().nullable(),
  /** ISO 8601 start of the session (null: open-dated). */
  starts_at: z.string().nullable(),
  time_zone: z.string(),
  /** Price at the moment, dollars; `previous_price` before a drop. */
  price: z.number(),
  previous_price: z.number().nullable(),
  /** Metres from the alert's centre (null for a saved deal). */
  distance_m: z.number().int().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type InboxAlert = z.infer<typeof InboxAlertSchema>;

export const InboxSchema = z.object({ alerts: z.array(InboxAlertSchema), unread: z.number().int() });
export type Inbox = z.infer<typeof InboxSchema>;

/** The caller's saved deals, most recently saved first (removed deals dropped). */
export const SavedDealListSchema = z.array(DealSchema);
export const SavedDealIdsSchema = z.object({ deal_ids: z.array(z.string()) });
export type SavedDealIds = z.infer<typeof SavedDealIdsSchema>;
export const SavedStateSchema = z.object({ saved: z.boolean() });

/** How many of a saved business's live deals its entry links to, newest first. */
export const SAVED_BUSINESS_DEALS_SHOWN = 3;

/** A saved business: what it is called and what it has in the catalogue now. */
export const SavedBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its deals in the catalogue now (neither removed nor expired). */
  live_deals: z.number().int(),
  /** The newest of those, at most SAVED_BUSINESS_DEALS_SHOWN, to link to. */
  deals: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type SavedBusiness = z.infer<typeof SavedBusinessSchema>;
/** The caller's saved businesses, most recently saved first (its news becomes an alert). */
export const SavedBusinessListSchema = z.array(SavedBusinessSchema);
export const SavedBusinessIdsSchema = z.object({ business_ids: z.array(z.string()) });
export type SavedBusinessIds = z.infer<typeof SavedBusinessIdsSchema>;
