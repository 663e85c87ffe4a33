import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function contactRoutes(add: AddRoute, { contact }: Services) {
  // ctx.ip honours X-Forwarded-For only when the app trusts its proxy (TRUST_PROXY).
  add('contact', ({ body }, ctx) => contact.send(body, ctx.ip));
}
