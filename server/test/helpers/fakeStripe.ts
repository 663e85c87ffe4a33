/**
 * A local stand-in for Stripe's API, so tests drive the real `stripe` SDK (pointed at it with
 * STRIPE_API_BASE): it records checkout-session, refund and Connect requests (Express accounts,
 * account links, login links, transfers and transfer reversals: decoded form parameters and
 * idempotency keys), answers like Stripe,
 * honours idempotency keys, and can be told to fail.
 * Also builds webhook deliveries signed like Stripe's.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_fake_spur';
export const WEBHOOK_SECRET = 'whsec_test_spur_secret';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- decoded form data is untyped
type Params = Record<string, any>;

export interface RecordedRequest {
  params: Params;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE. */
  url: string;
  sessions: RecordedRequest[];
  refunds: RecordedRequest[];
  /** POST /v1/accounts, /v1/account_links, /v1/accounts/:id/login_links (its `account` param is the path's id). */
  accounts: RecordedRequest[];
  accountLinks: RecordedRequest[];
  loginLinks: RecordedRequest[];
  /** POST /v1/transfers, /v1/transfers/:id/reversals (its `transfer` param is the path's id). */
  transfers: RecordedRequest[];
  transferReversals: RecordedRequest[];
  /** Created sessions by id, as answered. */
  created: Map<string, Params>;
  /** The next `count` requests to `resource` answer `status` with a Stripe error body. */
  fail(resource: Resource, options?: { status?: number; count?: number; message?: string }): void;
  close(): Promise<void>;
}

/** `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }: the SDK's form encoding, decoded. */
export function decodeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Params = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Params;
    });
  }
  return root;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type Resource = 'checkout' | 'refunds' | 'accounts' | 'accountLinks' | 'loginLinks' | 'transfers' | 'transferReversals';

/** The resource a request is for, and the id in its path (as the param it stands for). */
function route(method: string | undefined, url: string | undefined): { resource: Resource; path?: Params } | undefined {
  if (method !== 'POST' || !url) return undefined;
  if (url === '/v1/checkout/sessions') return { resource: 'checkout' };
  if (url === '/v1/refunds') return { resource: 'refunds' };
  if (url === '/v1/accounts') return { resource: 'accounts' };
  if (url === '/v1/account_links') return { resource: 'accountLinks' };
  if (url === '/v1/transfers') return { resource: 'transfers' };
  const login = /^\/v1\/accounts\/([^/]+)\/login_links$/.exec(url);
  if (login) return { resource: 'loginLinks', path: { account: decodeURIComponent(login[1]!) } };
  const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(url);
  return reversal ? { resource: 'transferReversals', path: { transfer: decodeURIComponent(reversal[1]!) } } : undefined;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const recorded: Record<Resource, RecordedRequest[]> = { checkout: [], refunds: [], accounts: [], accountLinks: [], loginLinks: [], transfers: [], transferReversals: [] };
  const created = new Map<string, Params>();
  const byIdempotencyKey = new Map<string, Params>();
  const failures: Partial<Record<Resource, { status: number; count: number; message: string }>> = {};
  let counter = 0;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_fake_${++counter}` });
        res.end(JSON.stringify(payload));
      };
      const matched = route(req.method, req.url);
      if (!matched) return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } });
      const { resource } = matched;

      const request: RecordedRequest = {
        params: { ...decodeForm(body), ...matched.path },
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
      };
      recorded[resource].push(request);

      const failure = failures[resource];
      if (failure && failure.count > 0) {
        failure.count -= 1;
        const type = failure.status >= 500 ? 'api_error' : 'invalid_request_error';
        return send(failure.status, { error: { type, message: failure.message } });
      }
      const replay = request.idempotencyKey && byIdempotencyKey.get(`${resource}:${request.idempotencyKey}`);
      if (replay) return send(200, replay);

      const { params } = request;
      let answer: Params;
      if (resource === 'accounts') {
        answer = {
          id: `acct_fake${String(++counter).padStart(4, '0')}`,
          object: 'account',
          type: params.type,
          email: params.email ?? null,
          metadata: params.metadata ?? {},
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          requirements: { currently_due: ['external_account', 'tos_acceptance.date'] },
        };
      } else if (resource === 'accountLinks') {
        answer = { object: 'account_link', created: Math.floor(Date.now() / 1000), url: `https://connect.stripe.test/setup/e/${params.account}/${++counter}` };
      } else if (resource === 'transfers') {
        answer = {
          id: `tr_fake_${++counter}`,
          object: 'transfer',
          amount: Number(params.amount),
          currency: params.currency,
          destination: params.destination,
          transfer_group: params.transfer_group ?? null,
          metadata: params.metadata ?? {},
          reversed: false,
        };
      } else if (resource === 'transferReversals') {
        answer = { id: `trr_fake_${++counter}`, object: 'transfer_reversal', amount: Number(params.amount), transfer: params.transfer, metadata: params.metadata ?? {} };
      } else if (resource === 'loginLinks') {
        answer = { object: 'login_link', created: Math.floor(Date.now() / 1000), url: `https://connect.stripe.test/express/${params.account}/${++counter}` };
      } else if (resource === 'checkout') {
        const id = `cs_test_fake${String(++counter).padStart(4, '0')}`;
        const item = params.line_items?.[0];
        answer = {
          id,
          object: 'checkout.session',
          mode: params.mode,
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: Number(item?.price_data?.unit_amount) * Number(item?.quantity ?? 1),
          currency: item?.price_data?.currency,
          customer_email: params.customer_email ?? null,
          client_reference_id: params.client_reference_id ?? null,
          metadata: params.metadata ?? {},
          expires_at: Number(params.expires_at),
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          payment_intent: null,
        };
        created.set(id, answer);
      } else {
        answer = {
          id: `re_fake_${++counter}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: params.payment_intent,
          metadata: params.metadata ?? {},
        };
      }
      if (request.idempotencyKey) byIdempotencyKey.set(`${resource}:${request.idempotencyKey}`, answer);
      return send(200, answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions: recorded.checkout,
    refunds: recorded.refunds,
    accounts: recorded.accounts,
    accountLinks: recorded.accountLinks,
    loginLinks: recorded.loginLinks,
    transfers: recorded.transfers,
    transferReversals: recorded.transferReversals,
    created,
    fail(resource, { status = 400, count = 1, message = 'Simulated Stripe failure' } = {}) {
      failures[resource] = { status, count, message };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface CheckoutEventOptions {
  id?: string;
  /** The Stripe Checkout Session id the event is about (the booking's checkout id). */
  checkoutId: string;
  bookingId?: string | null;
  paymentIntent?: string | null;
  email?: string | null;
  amountTotal?: number | null;
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
}

let eventCounter = 0;

/** A Stripe event as delivered to webhooks, for a checkout session. */
export function checkoutEvent(type: string, options: CheckoutEventOptions) {
  eventCounter += 1;
  return {
    id: options.id ?? `evt_test_${Date.now()}_${eventCounter}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: options.checkoutId,
        object: 'checkout.session',
        mode: 'payment',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: options.paymentStatus ?? (type === 'checkout.session.expired' ? 'unpaid' : 'paid'),
        payment_intent: options.paymentIntent === undefined ? `pi_test_${eventCounter}` : options.paymentIntent,
        amount_total: options.amountTotal ?? null,
        currency: 'usd',
        client_reference_id: options.bookingId ?? null,
        metadata: options.bookingId ? { booking_id: options.bookingId } : {},
        customer_email: null,
        customer_details: options.email === undefined ? null : { email: options.email },
      },
    },
  };
}

/** The raw body and Stripe-Signature header of a delivery signed with `secret`. */
export function signedDelivery(event: object, secret = WEBHOOK_SECRET): { rawBody: string; headers: Record<string, string> } {
  const rawBody = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret });
  return { rawBody, headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' } };
}

export interface AccountEventOptions {
  id?: string;
  account: string;
  /** Seconds since the epoch (Stripe's `created`). */
  created: number;
  chargesEnabled?: boolean;
  payoutsEnabled?: boolean;
  detailsSubmitted?: boolean;
  currentlyDue?: string[];
}

/** An `account.updated` event as delivered to a Connect webhook. */
export function accountUpdatedEvent(options: AccountEventOptions) {
  eventCounter += 1;
  const enabled = options.payoutsEnabled ?? true;
  return {
    id: options.id ?? `evt_test_account_${eventCounter}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'account.updated',
    account: options.account,
    data: {
      object: {
        id: options.account,
        object: 'account',
        type: 'express',
        charges_enabled: options.chargesEnabled ?? enabled,
        payouts_enabled: enabled,
        details_submitted: options.detailsSubmitted ?? enabled,
        requirements: { currently_due: options.currentlyDue ?? [] },
      },
    },
  };
}
