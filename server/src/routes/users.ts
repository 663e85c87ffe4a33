import { MESSAGES } from '@spur/contract';
import type { Services } from '../services';
import { toEmailPreferences, toUser } from '@spur/domain';
import type { AddRoute } from './defineRoute';

export function userRoutes(add: AddRoute, { users }: Services) {
  // The guard has already found or created the account from the token.
  add('initUser', async (_, ctx) => toUser(ctx.state.user!));
  add('getProfile', async (_, ctx) => toUser(ctx.state.user!));
  add('updateProfile', async ({ body }, ctx) => toUser(await users.updateProfile(ctx.state.user!, body)));
  add('getEmailPreferences', async (_, ctx) => toEmailPreferences(ctx.state.user!));
  add('updateEmailPreferences', async ({ body }, ctx) =>
    toEmailPreferences(await users.updateEmailPreferences(ctx.state.user!, body)),
  );
  add('deleteAccount', async (_, ctx) => {
    await users.deleteAccount(ctx.state.user!);
    return { message: MESSAGES.accountDeleted };
  });
}
