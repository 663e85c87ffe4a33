import { subscribePush, unsubscribePush } from '@spur/domain';
import type { Config } from '../config';
import type { Services } from '../services';
import type { AddRoute } from './defineRoute';

export function pushRoutes(add: AddRoute, { pushOutbox }: Services, config: Config) {
  add('pushConfig', async () => ({ public_key: config.push?.publicKey ?? null }));
  add('subscribePush', ({ body }, ctx) =>
    subscribePush(pushOutbox.store, { userId: ctx.state.user!.id, subscription: body, pushConfigured: pushOutbox.enabled }),
  );
  add('unsubscribePush', ({ params }, ctx) => unsubscribePush(pushOutbox.store, { userId: ctx.state.user!.id, id: params.id! }));
}
