import { describe, expect, it } from 'vitest';
import { MESSAGES, WAITLIST_CLAIM_MINUTES } from '@spur/contract';
import { NOW, deal, entry, memoryStore, session } from './memoryStore.waitlist.testing';
import { claimWaitlistOffer, joinWaitlist, leaveWaitlist, passExpiredOffers } from './waitlist';
import { closeLines, giveBackSpots, offerSpotsOnSale } from './waitlistOffers';

const offerEnds = new Date(NOW.getTime() + WAITLIST_CLAIM_MINUTES * 60_000).toISOString();
const join = (tables: Parameters<typeof memoryStore>[0], request: { dealId?: string; session_id?: string; email?: string; user?: { id: string } } = {}) =>
  joinWaitlist(memoryStore(tables).store, {
    dealId: request.dealId ?? 'd1',
    join: { session_id: request.session_id, email: request.email ?? 'ana@example.com' },
    user: request.user,
    now: NOW,
  });

describe('joinWaitlist', () => {
  it('refuses in the shared order: 404 deal, 400 session choice, 404 session, 409 closed, 409 not sold out, 400 no e-mail, 409 already waiting', async () => {
    await expect(join({ deals: [deal()] }, { dealId: 'other' })).rejects.toThrow(MESSAGES.dealNotFound);
    await expect(join({ deals: [deal({ deleted_at: NOW.toISOString() })] })).rejects.toThrow(MESSAGES.dealNotFound);
    await expect(join({ deals: [deal()] }, { session_id: session().id })).rejects.toThrow(MESSAGES.openDatedDeal);
    const dated = { deals: [deal({ has_sessions: true })], sessions: [session()] };
    await expect(join(dated, { session_id: 'not-a-uuid' })).rejects.toThrow(MESSAGES.sessionNotFound);
    await expect(join(dated, { session_id: '44444444-4444-4444-8444-444444444444' })).rejects.toThrow(MESSAGES.sessionNotFound);
    await expect(join({ deals: [deal({ expires_at: NOW.toISOString() })] })).rejects.toThrow(MESSAGES.waitlistClosed);
    await expect(join({ deals: [deal({ available_slots: 1 })] })).rejects.toThrow(MESSAGES.waitlistNotSoldOut);
    await expect(join({ deals: [deal()] }, { email: '' })).rejects.toThrow(MESSAGES.enterEmail);
    const twice = { deals: [deal()], entries: [entry({ email: 'ana@example.com' })] };
    await expect(join(twice)).rejects.toThrow(MESSAGES.waitlistAlreadyJoined);
  });

  it('answers the new place in line: waiting, for the account or the guest address', async () => {
    const dated = { deals: [deal({ has_sessions: true })], sessions: [session()] };
    expect(await join(dated, { session_id: session().id, user: { id: 'u1' } })).toMatchObject({
      deal_title: 'Kayak',
      session_id: session().id,
      session_starts_at: session().starts_at,
      status: 'waiting',
      email: null,
      for_account: true,
      offer_expires_at: null,
      offer_amount: null,
    });
    expect(await join({ deals: [deal()] }, { email: 'Ana@Example.com' })).toMatchObject({ email: 'ana@example.com', for_account: false });
  });
});

describe('where a freed spot goes', () => {
  it('to the first in line as an offer with its e-mail, else back on sale; while the line is open only', async () => {
    const first = entry();
    const second = entry();
    const { tx, db, log, mails } = memoryStore({ deals: [deal()], entries: [first, second] });
    expect(await giveBackSpots(tx, { deal_id: 'd1', session_id: null }, NOW, 3)).toBe(2);
    expect(db.entries.map((row) => [row.status, row.offer_expires_at])).toEqual([
      ['offered', offerEnds],
      ['offered', offerEnds],
    ]);
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['waitlist_offer', first.email],
      ['waitlist_offer', second.email],
    ]);
    expect(log.at(-1)).toBe('restock 1');

    const closed = memoryStore({ deals: [deal({ expires_at: NOW.toISOString() })], entries: [entry()] });
    expect(await giveBackSpots(closed.tx, { deal_id: 'd1', session_id: null }, NOW)).toBe(0);
    expect(closed.log).toEqual(['restock 1']);
  });

  it('spots on sale while people wait are taken off sale and offered, up to what is on sale', async () => {
    const { tx, db, log } = memoryStore({ deals: [deal({ available_slots: 1 })], entries: [entry(), entry()] });
    expect(await offerSpotsOnSale(tx, { deal_id: 'd1', session_id: null }, NOW)).toBe(1);
    expect(db.deals[0]!.available_slots).toBe(0);
    expect(log).toEqual(['restock -1', `${db.entries[0]!.id} offered`]);
  });

  it('a line closed by the business closes every live place; held spots go back to stock, not to the line', async () => {
    const offered = entry({ status: 'offered', offer_expires_at: offerEnds });
    const { tx, db, log, mails } = memoryStore({ deals: [deal()], entries: [offered, entry(), entry({ status: 'left' })] });
    await closeLines(tx, { deal_id: 'd1' });
    expect(db.entries.map((row) => row.status)).toEqual(['closed', 'closed', 'left']);
    expect(log.at(-1)).toBe('restock 1');
    expect(mails).toEqual([]);
  });
});

describe('leaveWaitlist', () => {
  it('404, 409 once left; an offered spot passes to the next in line', async () => {
    const offered = entry({ status: 'offered', offer_expires_at: offerEnds });
    const next = entry();
    const { store, db } = memoryStore({ deals: [deal()], entries: [offered, next] });
    await expect(leaveWaitlist(store, { token: 'none', now: NOW })).rejects.toThrow(MESSAGES.waitlistNotFound);
    expect(await leaveWaitlist(store, { token: offered.token, now: NOW })).toMatchObject({ status: 'left', offer_expires_at: null });
    expect(db.entries.map((row) => row.status)).toEqual(['left', 'offered']);
    await expect(leaveWaitlist(store, { token: offered.token, now: NOW })).rejects.toThrow(MESSAGES.waitlistLeft);
  });
});

describe('claimWaitlistOffer', () => {
  const account = { id: 'u1', email: 'ana@example.com', full_name: 'Ana' };

  it('403 another account’s offer, 409 before an offer; a claim books the held spot at the price of the moment', async () => {
    const offered = entry({ user_id: 'u1', email: null, status: 'offered', offer_expires_at: offerEnds });
    const { store, db, log } = memoryStore({ deals: [deal()], entries: [offered, entry({ token: 'waiting' })] });
    await expect(claimWaitlistOffer(store, { token: offered.token, user: { ...account, id: 'u2' }, now: NOW })).rejects.toThrow(MESSAGES.waitlistOfferForAccount);
    await expect(claimWaitlistOffer(store, { token: 'waiting', user: undefined, now: NOW })).rejects.toThrow(MESSAGES.waitlistNoOffer);
    const claimed = await claimWaitlistOffer(store, { token: offered.token, user: account, now: NOW });
    expect(claimed).toMatchObject({ booking: { status: 'pending', user_id: 'u1', guest_name: 'Ana', amount_cents: 2000 }, session: null, customerEmail: 'ana@example.com' });
    expect(db.entries[0]).toMatchObject({ status: 'claimed', booking_id: 'b-new', offer_expires_at: null });
    expect(log).toEqual(['booking 2000', `${offered.id} claimed`]);
  });

  it('a line the business closed meanwhile: the skipped place closes (committed), and the claim is 409', async () => {
    const offered = entry({ status: 'offered', offer_expires_at: offerEnds });
    const { store, db, transactions } = memoryStore({ deals: [deal({ deleted_at: NOW.toISOString() })], entries: [offered] });
    await expect(claimWaitlistOffer(store, { token: offered.token, user: undefined, now: NOW })).rejects.toThrow(MESSAGES.waitlistClosed);
    expect(db.entries[0]!.status).toBe('closed');
    expect(transactions()).toBe(1);
  });
});

describe('passExpiredOffers', () => {
  it('offers past their window expire and pass on, each in its own transaction, up to the limit', async () => {
    const expired = () => entry({ status: 'offered', offer_expires_at: NOW.toISOString() });
    const { store, db, transactions } = memoryStore({ deals: [deal()], entries: [expired(), expired(), entry()] });
    expect(await passExpiredOffers(store, NOW, 1)).toBe(1);
    expect(db.entries.map((row) => row.status)).toEqual(['expired', 'offered', 'offered']);
    expect(await passExpiredOffers(store, NOW)).toBe(1);
    expect(db.entries.map((row) => row.status)).toEqual(['expired', 'expired', 'offered']);
    expect(transactions()).toBe(3);
  });
});
