import { describe, expect, it } from 'vitest';
import { isNewerAccountUpdate, onboardingReturnUrl, payoutStatusOf } from './payouts';

const account = { charges_enabled: false, payouts_enabled: false, requirements_due: ['external_account', 'tos_acceptance.date'] };

describe('payoutStatusOf', () => {
  it('is not connected without an account', () => {
    expect(payoutStatusOf(undefined)).toEqual({ state: 'not_connected', requirements_due: [] });
  });

  it('is incomplete, with what is due, until both charges and payouts are enabled', () => {
    expect(payoutStatusOf(account)).toEqual({ state: 'onboarding_incomplete', requirements_due: ['external_account', 'tos_acceptance.date'] });
    expect(payoutStatusOf({ ...account, charges_enabled: true })).toMatchObject({ state: 'onboarding_incomplete' });
    expect(payoutStatusOf({ ...account, payouts_enabled: true })).toMatchObject({ state: 'onboarding_incomplete' });
  });

  it('is on when both are enabled, whatever is listed as due later', () => {
    expect(payoutStatusOf({ ...account, charges_enabled: true, payouts_enabled: true })).toEqual({ state: 'payouts_on', requirements_due: [] });
  });
});

describe('isNewerAccountUpdate', () => {
  const at = (iso: string) => new Date(iso);
  const applied = { last_event_at: '2026-11-28T10:00:00.000Z', last_event_id: 'evt_2' };

  it('applies the first update of an account', () => {
    expect(isNewerAccountUpdate({ last_event_at: null, last_event_id: null }, { eventId: 'evt_1', eventAt: at('2026-01-01T00:00:00Z') })).toBe(true);
  });

  it('ignores the same event again, and an older one', () => {
    expect(isNewerAccountUpdate(applied, { eventId: 'evt_2', eventAt: at('2026-11-28T10:00:00Z') })).toBe(false);
    expect(isNewerAccountUpdate(applied, { eventId: 'evt_1', eventAt: at('2026-11-28T09:59:59Z') })).toBe(false);
  });

  it('applies a later event, and another event of the same second (Stripe’s times are whole seconds)', () => {
    expect(isNewerAccountUpdate(applied, { eventId: 'evt_3', eventAt: at('2026-11-28T10:00:01Z') })).toBe(true);
    expect(isNewerAccountUpdate(applied, { eventId: 'evt_3', eventAt: at('2026-11-28T10:00:00Z') })).toBe(true);
  });
});

describe('onboardingReturnUrl', () => {
  it('sends the business back to the dashboard, naming the step and the account', () => {
    expect(onboardingReturnUrl('https://spur.test/', 'return', 'acct_1')).toBe('https://spur.test/business-dashboard?payouts=return&account=acct_1');
    expect(onboardingReturnUrl('https://spur.test', 'refresh', 'acct_1')).toBe('https://spur.test/business-dashboard?payouts=refresh&account=acct_1');
  });
});
