import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES } from '@spur/contract';
import { COPY, type ToastCopy } from '../copy';
import { SIGNUP_INIT_DELAY_MS } from '../constants';
import { deferred, fakeActor, fakeJwt } from '../test/fakes';
import { signUpMachine, validateSignUpForm, type SignUpFields } from './signUpMachine';

const token = fakeJwt();

function start(
  overrides: Partial<Record<'signUp' | 'confirmSignUp' | 'resendCode' | 'autoSignIn' | 'initUser', unknown>> = {},
  options: { initDelay?: number; email?: string } = {},
) {
  const actors = {
    signUp: fakeActor<{ userConfirmed: boolean }, { email: string; password: string }>({ userConfirmed: false }),
    confirmSignUp: fakeActor<{ autoSignIn: boolean }, { email: string; code: string }>({ autoSignIn: true }),
    resendCode: fakeActor<void, { email: string }>(undefined),
    autoSignIn: fakeActor<string | null>(token),
    initUser: fakeActor<void>(undefined),
    ...overrides,
  } as {
    signUp: ReturnType<typeof fakeActor<{ userConfirmed: boolean }, { email: string; password: string }>>;
    confirmSignUp: ReturnType<typeof fakeActor<{ autoSignIn: boolean }, { email: string; code: string }>>;
    resendCode: ReturnType<typeof fakeActor<void, { email: string }>>;
    autoSignIn: ReturnType<typeof fakeActor<string | null>>;
    initUser: ReturnType<typeof fakeActor<void>>;
  };
  const toasts: ToastCopy[] = [];
  const navigations: string[] = [];
  const signedIn = vi.fn();
  const actor = createActor(
    signUpMachine.provide({
      actors,
      actions: {
        notify: (_, params) => void toasts.push(params),
        navigate: (_, params) => void navigations.push(params.to),
        signedIn,
      },
      delays: { initDelay: options.initDelay ?? 0 },
    }),
  );
  actor.start();
  if (options.email) actor.send({ type: 'CHANGE', field: 'email', value: options.email });
  return { actor, actors, toasts, navigations, signedIn };
}

function fill(actor: ReturnType<typeof start>['actor'], fields: Partial<SignUpFields>) {
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'CHANGE', field: field as keyof SignUpFields, value: value as string });
  }
}

const valid = { email: 'new@spur.example', password: 'Secret!234', confirmPassword: 'Secret!234' };

async function atStepTwo(...args: Parameters<typeof start>) {
  const started = start(...args);
  fill(started.actor, valid);
  started.actor.send({ type: 'SUBMIT' });
  await waitFor(started.actor, (s) => s.matches('codeSent'));
  started.toasts.length = 0;
  return started;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('signUpMachine: step one', () => {
  it('starts on the form, optionally with the email filled in', () => {
    const { actor } = start({}, { email: 'pre@spur.example' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.fields).toEqual({ email: 'pre@spur.example', password: '', confirmPassword: '', code: '' });
  });

  it.each([
    [{ email: '', password: 'a', confirmPassword: 'a' }, MESSAGES.fillAllFields],
    [{ email: 'a@b.co', password: '', confirmPassword: 'a' }, MESSAGES.fillAllFields],
    [{ email: 'a@b.co', password: 'a', confirmPassword: '' }, MESSAGES.fillAllFields],
    [{ email: 'not-an-email', password: 'a', confirmPassword: 'a' }, MESSAGES.validEmail],
    [{ email: 'a@b.co', password: 'a', confirmPassword: 'b' }, MESSAGES.passwordsDoNotMatch],
  ])('rejects %o with "%s" and calls nothing', (fields, message) => {
    const { actor, actors } = start();
    fill(actor, fields);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actors.signUp.calls).toHaveLength(0);
  });

  it('validateSignUpForm accepts a complete, matching form', () => {
    expect(validateSignUpForm({ ...valid, code: '' })).toBeNull();
  });

  it('signs up (busy), then shows step two with "Verification code sent"', async () => {
    const signUp = deferred<{ userConfirmed: boolean }>();
    const { actor, actors, toasts } = start({ signUp: fakeActor(() => signUp.promise) });
    fill(actor, { ...valid, email: ' new@spur.example ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('signingUp')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    signUp.resolve({ userConfirmed: false });
    const snapshot = await waitFor(actor, (s) => s.matches('codeSent'));
    expect(snapshot.hasTag('stepTwo')).toBe(true);
    expect(snapshot.context.error).toBeNull();
    expect(actors.signUp.calls).toEqual([{ email: 'new@spur.example', password: 'Secret!234' }]);
    expect(toasts).toEqual([COPY.toasts.verificationCodeSent]);
  });

  it('stays on the form with the provider message and a "Sign up failed" toast when sign-up fails', async () => {
    const error = Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' });
    const { actor, toasts } = start({ signUp: fakeActor(error) });
    fill(actor, valid);
    actor.send({ type: 'SUBMIT' });
    const snapshot = await waitFor(actor, (s) => s.matches('form') && s.context.error !== null);
    expect(snapshot.context.error).toBe('User already exists');
    expect(toasts).toEqual([COPY.toasts.signUpFailed]);
    expect(toasts[0]).toMatchObject({ title: 'Sign up failed', description: 'There was a problem creating your account.', variant: 'destructive' });
  });
});

describe('signUpMachine: step two', () => {
  it('requires the code ("Please enter the verification code.")', async () => {
    const { actor, actors } = await atStepTwo();
    actor.send({ type: 'CHANGE', field: 'code', value: '  ' });
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.enterVerificationCode);
    expect(actors.confirmSignUp.calls).toHaveLength(0);
  });

  it('a wrong code shows "Verification failed" and stays on step two', async () => {
    const error = Object.assign(new Error('Invalid code'), { name: 'CodeMismatchException' });
    const { actor, toasts, navigations } = await atStepTwo({ confirmSignUp: fakeActor(error) });
    actor.send({ type: 'CHANGE', field: 'code', value: '000000' });
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('codeSent') && s.context.error !== null);
    expect(snapshot.context.error).toBe('Invalid verification code. Please try again.');
    expect(toasts).toEqual([COPY.toasts.verificationFailed]);
    expect(navigations).toEqual([]);
  });

  it('Resend really resends the code ("Code resent")', async () => {
    const { actor, actors, toasts } = await atStepTwo();
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches('resending')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(actors.resendCode.calls).toEqual([{ email: 'new@spur.example' }]);
    expect(toasts).toEqual([COPY.toasts.codeResent]);
  });

  it('a failed resend says "Failed to resend code."', async () => {
    const { actor, toasts } = await atStepTwo({ resendCode: fakeActor(new Error('LimitExceededException')) });
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches('codeSent') && toasts.length > 0);
    expect(toasts).toEqual([COPY.toasts.resendFailed]);
    expect(toasts[0]?.description).toBe('Failed to resend code.');
  });

  it('BACK returns to step one with the code cleared', async () => {
    const { actor } = await atStepTwo();
    actor.send({ type: 'CHANGE', field: 'code', value: '12' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.fields.code).toBe('');
    expect(actor.getSnapshot().context.fields.email).toBe('new@spur.example');
  });
});

describe('signUpMachine: after the code', () => {
  it('confirms, signs in, waits 2 seconds, calls init, then goes home', async () => {
    vi.useFakeTimers();
    const { actor, actors, toasts, navigations, signedIn } = await atStepTwo({}, { initDelay: SIGNUP_INIT_DELAY_MS });
    actor.send({ type: 'CHANGE', field: 'code', value: ' 123456 ' });
    actor.send({ type: 'VERIFY' });
    // Let the confirm and auto sign-in promises settle without moving the clock.
    for (let i = 0; i < 10 && !actor.getSnapshot().matches('waiting'); i += 1) await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(actors.confirmSignUp.calls).toEqual([{ email: 'new@spur.example', code: '123456' }]);
    expect(actors.autoSignIn.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SIGNUP_INIT_DELAY_MS - 1);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(actors.initUser.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    for (let i = 0; i < 10 && actor.getSnapshot().status !== 'done'; i += 1) await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(actors.initUser.calls).toHaveLength(1);
    expect(toasts).toEqual([COPY.toasts.welcome]);
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual(['/']);
  });

  it('the default delay is SPEC §9\'s 2 seconds', () => {
    expect(SIGNUP_INIT_DELAY_MS).toBe(2000);
    expect(signUpMachine.implementations.delays.initDelay).toBe(2000);
  });

  it('init failure: destructive "Account verified but database error", still home', async () => {
    const { actor, toasts, navigations, signedIn } = await atStepTwo({ initUser: fakeActor(new Error('500')) });
    actor.send({ type: 'CHANGE', field: 'code', value: '123456' });
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(toasts).toEqual([COPY.toasts.accountVerifiedDbError]);
    expect(toasts[0]).toMatchObject({ title: 'Account verified but database error', variant: 'destructive' });
    expect(signedIn).toHaveBeenCalled();
    expect(navigations).toEqual(['/']);
  });

  it.each([
    ['no automatic sign-in is pending', { confirmSignUp: fakeActor({ autoSignIn: false }) }],
    ['automatic sign-in gives no token', { autoSignIn: fakeActor<string | null>(null) }],
    ['automatic sign-in fails', { autoSignIn: fakeActor<string | null>(new Error('AutoSignInException')) }],
  ])('when %s: "Account verified", please sign in, → /login', async (_, overrides) => {
    const { actor, actors, toasts, navigations, signedIn } = await atStepTwo(overrides);
    actor.send({ type: 'CHANGE', field: 'code', value: '123456' });
    actor.send({ type: 'VERIFY' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.matches('signInRequired')).toBe(true);
    expect(toasts).toEqual([COPY.toasts.accountVerified]);
    expect(navigations).toEqual(['/login']);
    expect(actors.initUser.calls).toHaveLength(0);
    expect(signedIn).not.toHaveBeenCalled();
  });
});
