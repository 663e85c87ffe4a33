import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { regularUser } from '../test/fakes';
import { checkoutGuards, initUserOrThrow } from './live';
import { AuthError } from './authMachine';

describe('initUserOrThrow (SPEC §8 init errors)', () => {
  it('returns the user', async () => {
    await expect(initUserOrThrow(async () => regularUser)).resolves.toEqual(regularUser);
  });

  it.each([401, 403])('%i: "Authentication failed - please log in again" (logs out)', async (status) => {
    const error = await initUserOrThrow(async () => {
      throw new ApiError('Invalid or expired token', { status, statusText: status === 401 ? 'Unauthorized' : 'Forbidden' });
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ kind: 'rejected', message: 'Authentication failed - please log in again' });
  });

  it('other failures: "Failed to initialize user: {statusText}"', async () => {
    await expect(
      initUserOrThrow(async () => {
        throw new ApiError('boom', { status: 500, statusText: 'Internal Server Error' });
      }),
    ).rejects.toMatchObject({ kind: 'init', message: 'Failed to initialize user: Internal Server Error' });
  });

  it('a network failure names the problem', async () => {
    await expect(
      initUserOrThrow(async () => {
        throw new ApiError('Could not reach the server.', { kind: 'network' });
      }),
    ).rejects.toMatchObject({ kind: 'init', message: 'Failed to initialize user: Could not reach the server.' });
  });
});

describe('checkoutGuards.leavesApp', () => {
  it('is true for a payment page on another origin (Stripe), false for the app\'s own test checkout', () => {
    const leaves = (url: string) => checkoutGuards.leavesApp(undefined, { url });
    expect(leaves('https://checkout.stripe.com/c/pay/cs_test_a1')).toBe(true);
    expect(leaves(`${window.location.origin}/test-checkout/cs_test_a1`)).toBe(false);
    expect(leaves('/test-checkout/cs_test_a1')).toBe(false);
  });
});
