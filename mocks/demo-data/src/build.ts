import { BUSINESS_IDS, DEMO_ACCOUNTS } from './accounts';
import { BOOKING_DEFINITIONS } from './bookings';
import { DEAL_DEFINITIONS, DEAL_IDS } from './deals';
import { DEFAULT_CANCELLATION_TERMS, DEFAULT_DEAL_LANGUAGES, DEFAULT_TIME_ZONE, TEST_PAYOUT_ACCOUNT_PREFIX, toCents, VOUCHER_CODE_LENGTH } from '@spur/contract';
import { newVoucherCode } from '@spur/domain';
import { SCHEDULES, sessionStarts } from './sessions';
import type { SeedBooking, SeedBusiness, SeedData, SeedDeal, SeedPayoutAccount, SeedReview, SeedSession, SeedUser } from './types';

const HOUR = 60 * 60 * 1000;

const dealNames = new Map<string, keyof typeof DEAL_IDS>(Object.entries(DEAL_IDS).map(([name, id]) => [id, name as keyof typeof DEAL_IDS]));
const dealName = (id: string) => dealNames.get(id)!;

/** Stable session ids: the deal's position and the session's, in a UUID. */
const sessionId = (deal: number, session: number) =>
  `5e551000-${String(deal).padStart(4, '0')}-4000-8000-${String(session).padStart(12, '0')}`;

/** Whole seconds, so timestamps survive a round trip through Postgres unchanged. */
function at(now: Date, offsetHours: number): string {
  const ms = Math.floor(now.getTime() / 1000) * 1000 + offsetHours * HOUR;
  return new Date(ms).toISOString();
}

const ACCOUNT_PHONES: Record<keyof typeof DEMO_ACCOUNTS, string | null> = {
  adventures: '(949) 555-0117',
  wellness: '(949) 555-0163',
  traveler: null,
};

const ACCOUNT_AGE_DAYS: Record<keyof typeof DEMO_ACCOUNTS, number> = {
  adventures: 90,
  wellness: 75,
  traveler: 40,
};

/**
 * The seed dataset with concrete timestamps relative to `now`: the deals were listed between
 * 2 hours and 35 days ago, limited-time deals end days after `now`, so the data never goes stale.
 * Pure and deterministic for a given `now`.
 */
export function buildSeed(now: Date = new Date()): SeedData {
  const users: SeedUser[] = (Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]).map((key) => {
    const account = DEMO_ACCOUNTS[key];
    const created = at(now, -ACCOUNT_AGE_DAYS[key] * 24);
    return {
      id: account.userId,
      cognito_sub: account.cognitoSub,
      email: account.email,
      full_name: account.fullName,
      phone_number: ACCOUNT_PHONES[key],
      user_type: account.userType,
      marketing_emails: false,
      booking_updates: true,
      alert_emails: true,
      marketing_email: '',
      booking_email: account.email,
      locale: 'en',
      created_at: created,
      updated_at: created,
    };
  });

  // Each business account's businesses, as old as the account.
  const businesses: SeedBusiness[] = (Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]).flatMap((key) =>
    DEMO_ACCOUNTS[key].businessNames.map((name) => ({
      id: BUSINESS_IDS[name],
      owner_id: DEMO_ACCOUNTS[key].userId,
      name,
      created_at: at(now, -ACCOUNT_AGE_DAYS[key] * 24),
    })),
  );
  const businessOf = (ownerId: string, name: string) => businesses.find((business) => business.owner_id === ownerId && business.name === name)!.id;

  const deals: SeedDeal[] = DEAL_DEFINITIONS.map((deal) => {
    const created = at(now, -deal.createdHoursAgo);
    return {
      id: deal.id,
      owner_id: deal.owner_id,
      title: deal.title,
      description: deal.description,
      price: deal.price,
      original_price: deal.original_price,
      category: deal.category,
      location: deal.location,
      latitude: deal.latitude,
      longitude: deal.longitude,
      business_name: deal.business_name,
      business_id: businessOf(deal.owner_id, deal.business_name),
      available_slots: deal.available_slots,
      image: null,
      booking_type: deal.booking_type ?? null,
      vendor_shortname: deal.vendor_shortname ?? null,
      expires_at: deal.expiresInDays === undefined ? null : at(now, deal.expiresInDays * 24),
      created_at: created,
      updated_at: created,
      deleted_at: null,
      time_zone: DEFAULT_TIME_ZONE,
      price_drop_floor: SCHEDULES[dealName(deal.id)]?.priceDrop?.floor ?? null,
      price_drop_window_minutes: SCHEDULES[dealName(deal.id)]?.priceDrop?.windowMinutes ?? null,
      has_sessions: (SCHEDULES[dealName(deal.id)]?.sessions.length ?? 0) > 0,
      cancel_free_hours: (SCHEDULES[dealName(deal.id)]?.cancellation ?? DEFAULT_CANCELLATION_TERMS).free_hours,
      cancel_late_refund_percent: (SCHEDULES[dealName(deal.id)]?.cancellation ?? DEFAULT_CANCELLATION_TERMS).late_refund_percent,
      languages: deal.languages ?? [...DEFAULT_DEAL_LANGUAGES],
    };
  });

  const sessions: SeedSession[] = [];
  for (const deal of deals) {
    const schedule = SCHEDULES[dealName(deal.id)];
    if (!schedule) continue;
    const starts = sessionStarts(schedule, now);
    schedule.sessions.forEach((plan, index) => {
      sessions.push({
        id: sessionId(deals.indexOf(deal) + 1, index + 1),
        deal_id: deal.id,
        starts_at: starts[index]!.toISOString(),
        duration_minutes: plan.durationMinutes ?? 60,
        capacity: plan.capacity,
        slots_left: plan.capacity - plan.taken,
        cutoff_minutes: plan.cutoffMinutes ?? 15,
        status: 'scheduled',
        created_at: deal.created_at,
        updated_at: deal.created_at,
      });
    });
  }

  const priceOf = new Map(deals.map((deal) => [deal.id, deal.price]));
  const bookings: SeedBooking[] = [];
  const reviews: SeedReview[] = [];
  for (const definition of BOOKING_DEFINITIONS) {
    const dealId = DEAL_IDS[definition.deal];
    const booked = at(now, -definition.bookedHoursAgo);
    const updated = definition.status === 'cancelled' ? at(now, -definition.bookedHoursAgo + 20) : booked;
    bookings.push({
      id: definition.id,
      deal_id: dealId,
      user_id: definition.userId ?? null,
      guest_email: definition.guest?.email ?? null,
      guest_name: definition.guest?.name ?? null,
      status: definition.status,
      booking_time: booked,
      amount_cents: toCents(priceOf.get(dealId) ?? 0),
      hold_expires_at: null,
      checkout_session_id: definition.sessionId,
      payment_intent_id: null,
      refunded_at: null,
      refund_cents: null,
      session_id:
        definition.dealSession === undefined
          ? null
          : sessionId(DEAL_DEFINITIONS.findIndex((deal) => deal.id === dealId) + 1, definition.dealSession + 1),
      voucher_code: definition.status === 'confirmed' ? seedVoucherCode(definition.sessionId) : null,
      checked_in_at: null,
      created_at: booked,
      updated_at: updated,
    });
    if (definition.review) {
      reviews.push({
        id: definition.review.id,
        booking_id: definition.id,
        deal_id: dealId,
        user_id: definition.userId ?? null,
        rating: definition.review.rating,
        body: definition.review.text,
        reviewer_name: definition.review.reviewer,
        created_at: at(now, -definition.bookedHoursAgo + definition.review.hoursAfterBooking),
        answer: null,
        answered_at: null,
      });
    }
  }

  // The demo businesses finished the test onboarding when their accounts were opened.
  const payoutAccounts: SeedPayoutAccount[] = users
    .filter((user) => user.user_type === 'business')
    .map((user) => ({
      business_id: user.id,
      stripe_account_id: `${TEST_PAYOUT_ACCOUNT_PREFIX}seed_${user.id.slice(-12)}`,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements_due: [],
      last_event_at: user.created_at,
      last_event_id: `evt_test_seed_${user.id.slice(-12)}`,
      created_at: user.created_at,
      updated_at: user.created_at,
    }));

  return { users, businesses, deals, sessions, bookings, reviews, payoutAccounts };
}

/** A seed booking's voucher code: drawn from its checkout session id, so every seed has the same. */
function seedVoucherCode(checkoutId: string): string {
  return newVoucherCode(() => Uint8Array.from(checkoutId.slice(8, 8 + VOUCHER_CODE_LENGTH), (char) => char.charCodeAt(0)));
}
