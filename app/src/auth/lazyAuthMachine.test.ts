import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';

const liveLoaded = vi.fn();
vi.mock('../machines/live', () => {
  liveLoaded();
  return { authEffects: { restore: async () => null } };
});

const { lazyAuthMachine } = await import('./lazyAuthMachine');

describe('lazyAuthMachine', () => {
  it('a visitor without a stored Cognito session is a guest at once, without loading Amplify or the API client', async () => {
    const actor = createActor(lazyAuthMachine).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.matches({ guest: 'idle' })).toBe(true);
    expect(liveLoaded).not.toHaveBeenCalled();
    actor.stop();
  });

  it('loads the effects when a stored sign-in exists', async () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'user');
    const actor = createActor(lazyAuthMachine).start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(liveLoaded).toHaveBeenCalled();
    actor.stop();
  });
});
