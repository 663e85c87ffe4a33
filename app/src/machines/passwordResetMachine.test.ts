import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES } from '@spur/contract';
import { COPY, type ToastCopy } from '../copy';
import { deferred, fakeActor } from '../test/fakes';
import { passwordResetMachine, type PasswordResetFields } from './passwordResetMachine';

type Input = { email: string };
type ConfirmInput = { email: string; code: string; newPassword: string };

function start(overrides: { requestCode?: unknown; confirmReset?: unknown } = {}) {
  const actors = {
    requestCode: fakeActor<void, Input>(undefined),
    confirmReset: fakeActor<void, ConfirmInput>(undefined),
    ...overrides,
  } as { requestCode: ReturnType<typeof fakeActor<void, Input>>; confirmReset: ReturnType<typeof fakeActor<void, ConfirmInput>> };
  const toasts: ToastCopy[] = [];
  const navigations: string[] = [];
  const actor = createActor(
    passwordResetMachine.provide({
      actors,
      actions: {
        notify: (_, params) => void toasts.push(params),
        navigate: (_, params) => void navigations.push(params.to),
      },
    }),
  );
  actor.start();
  const fill = (fields: Partial<PasswordResetFields>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'CHANGE', field: field as keyof PasswordResetFields, value: value as string });
    }
  };
  return { actor, actors, toasts, navigations, fill };
}

async function atStepTwo(overrides: Parameters<typeof start>[0] = {}) {
  const started = start(overrides);
  started.fill({ email: 'traveler@spur.example' });
  started.actor.send({ type: 'SUBMIT' });
  await waitFor(started.actor, (s) => s.matches('codeSent'));
  started.toasts.length = 0;
  started.actors.requestCode.calls.length = 0;
  return started;
}

describe('passwordResetMachine: step one', () => {
  it('requires the email ("Please enter your email address.")', () => {
    const { actor, actors, fill } = start();
    fill({ email: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('request')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.enterEmail);
    expect(actors.requestCode.calls).toHaveLength(0);
  });

  it('sends the code (busy), then step two with "Reset code sent"', async () => {
    const request = deferred<void>();
    const { actor, actors, toasts, fill } = start({ requestCode: fakeActor(() => request.promise) });
    fill({ email: ' traveler@spur.example ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    request.resolve();
    const snapshot = await waitFor(actor, (s) => s.matches('codeSent'));
    expect(snapshot.hasTag('stepTwo')).toBe(true);
    expect(actors.requestCode.calls).toEqual([{ email: 'traveler@spur.example' }]);
    expect(toasts).toEqual([COPY.toasts.resetCodeSent]);
  });

  it('a failed request shows "Password reset failed" with the reason and stays on step one', async () => {
    const { actor, toasts, fill } = start({ requestCode: fakeActor(new Error('Attempt limit exceeded, please try after some time.')) });
    fill({ email: 'traveler@spur.example' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = await waitFor(actor, (s) => s.matches('request') && s.context.error !== null);
    expect(snapshot.context.error).toBe('Attempt limit exceeded, please try after some time.');
    expect(toasts).toEqual([COPY.toasts.resetFailed('Attempt limit exceeded, please try after some time.')]);
    expect(toasts[0]).toMatchObject({ title: 'Password reset failed', variant: 'destructive' });
  });
});

describe('passwordResetMachine: step two', () => {
  it.each([
    [{ code: '', newPassword: 'a', confirmPassword: 'a' }, MESSAGES.fillAllFields],
    [{ code: '123456', newPassword: '', confirmPassword: 'a' }, MESSAGES.fillAllFields],
    [{ code: '123456', newPassword: 'a', confirmPassword: '' }, MESSAGES.fillAllFields],
    [{ code: '123456', newPassword: 'a', confirmPassword: 'b' }, MESSAGES.passwordsDoNotMatch],
  ])('rejects %o with "%s"', async (fields, message) => {
    const { actor, actors, fill } = await atStepTwo();
    fill(fields);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actors.confirmReset.calls).toHaveLength(0);
  });

  it('resets the password, says "Password reset successful" and goes back to /login', async () => {
    const { actor, actors, toasts, navigations, fill } = await atStepTwo();
    fill({ code: ' 123456 ', newPassword: 'NewSecret!1', confirmPassword: 'NewSecret!1' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('resetting')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.matches('done')).toBe(true);
    expect(actors.confirmReset.calls).toEqual([{ email: 'traveler@spur.example', code: '123456', newPassword: 'NewSecret!1' }]);
    expect(toasts).toEqual([COPY.toasts.resetSuccess]);
    expect(navigations).toEqual(['/login']);
  });

  it('a failed reset shows "Password reset failed" and stays on step two', async () => {
    const { actor, toasts, navigations, fill } = await atStepTwo({
      confirmReset: fakeActor(new Error('Invalid verification code provided, please try again.')),
    });
    fill({ code: '000000', newPassword: 'x', confirmPassword: 'x' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = await waitFor(actor, (s) => s.matches('codeSent') && s.context.error !== null);
    expect(snapshot.context.error).toBe('Invalid verification code provided, please try again.');
    expect(toasts[0]).toMatchObject({ title: 'Password reset failed', variant: 'destructive' });
    expect(navigations).toEqual([]);
  });

  it('Resend sends the code again ("Reset code sent")', async () => {
    const { actor, actors, toasts } = await atStepTwo();
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches('resending')).toBe(true);
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(actors.requestCode.calls).toEqual([{ email: 'traveler@spur.example' }]);
    expect(toasts).toEqual([COPY.toasts.resetCodeSent]);
  });

  it('a failed resend says "Failed to resend code."', async () => {
    let calls = 0;
    const { actor, toasts } = await atStepTwo({
      requestCode: fakeActor(async () => {
        calls += 1;
        if (calls > 1) throw new Error('LimitExceededException');
      }),
    });
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches('codeSent') && toasts.length > 0);
    expect(toasts).toEqual([COPY.toasts.resendFailed]);
  });

  it('BACK returns to step one', async () => {
    const { actor } = await atStepTwo();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('request')).toBe(true);
    expect(actor.getSnapshot().context.fields.email).toBe('traveler@spur.example');
  });
});
