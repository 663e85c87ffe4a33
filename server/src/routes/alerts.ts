import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

/** Saved deals and businesses, alerts, their settings and the inbox: all the caller's own. */
export function alertRoutes(add: AddRoute, { alerts }: Services) {
  add('savedDeals', (_, ctx) => alerts.savedDeals(ctx.state.user!.id));
  add('savedDealIds', (_, ctx) => alerts.savedDealIds(ctx.state.user!.id));
  add('saveDeal', ({ params }, ctx) => alerts.save(ctx.state.user!.id, params.id!));
  add('unsaveDeal', ({ params }, ctx) => alerts.unsave(ctx.state.user!.id, params.id!));
  add('savedBusinesses', (_, ctx) => alerts.savedBusinesses(ctx.state.user!.id));
  add('savedBusinessIds', (_, ctx) => alerts.savedBusinessIds(ctx.state.user!.id));
  add('saveBusiness', ({ params }, ctx) => alerts.saveBusiness(ctx.state.user!.id, params.id!));
  add('unsaveBusiness', ({ params }, ctx) => alerts.unsaveBusiness(ctx.state.user!.id, params.id!));
  add('myAlerts', (_, ctx) => alerts.listAlerts(ctx.state.user!.id));
  add('createAlert', ({ body }, ctx) => alerts.create(ctx.state.user!.id, body));
  add('deleteAlert', ({ params }, ctx) => alerts.delete(ctx.state.user!.id, params.id!));
  add('getAlertSettings', (_, ctx) => alerts.settings(ctx.state.user!.id));
  add('updateAlertSettings', ({ body }, ctx) => alerts.updateSettings(ctx.state.user!.id, body));
  add('inbox', (_, ctx) => alerts.inbox(ctx.state.user!.id));
  add('readInbox', (_, ctx) => alerts.readInbox(ctx.state.user!.id));
}
