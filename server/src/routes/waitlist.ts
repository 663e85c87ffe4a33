import type { Config } from '../config';
import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function waitlistRoutes(add: AddRoute, { waitlist }: Services, config: Config) {
  add('joinWaitlist', ({ params, body }, ctx) => waitlist.join(ctx.state.user, params.id!, body));
  add('myWaitlist', (_, ctx) => waitlist.listOwn(ctx.state.user!));
  add('getWaitlistEntry', ({ params }) => waitlist.get(params.token!));
  add('leaveWaitlist', ({ params }) => waitlist.leave(params.token!));
  add('claimWaitlistOffer', ({ params }, ctx) =>
    // Checkout URLs point back at the origin called without PUBLIC_URL, as for any checkout.
    waitlist.claim(ctx.state.user, params.token!, config.publicUrl ?? `${ctx.protocol}://${ctx.host}`),
  );
}
