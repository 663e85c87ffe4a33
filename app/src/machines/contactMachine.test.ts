import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES, SUPPORT_EMAIL, type ContactResponse } from '@spur/contract';
import { COPY, type ToastCopy } from '../copy';
import { ApiError } from '../api/errors';
import { deferred, fakeActor } from '../test/fakes';
import { contactMachine, emptyContactFields, validateContact, type ContactFields } from './contactMachine';

const filled: ContactFields = {
  name: 'Jamie Rivera',
  email: 'jamie@example.com',
  subject: 'Partnership',
  message: 'We run surf lessons and would like to list them.',
};

function start(send: unknown = fakeActor<ContactResponse, { message: ContactFields }>({ success: true, message: 'Thanks, Jamie!' })) {
  const actors = { send } as { send: ReturnType<typeof fakeActor<ContactResponse, { message: ContactFields }>> };
  const toasts: ToastCopy[] = [];
  const logged: string[] = [];
  const actor = createActor(
    contactMachine.provide({
      actors,
      actions: {
        notify: (_, params) => void toasts.push(params),
        logFailure: (_, params) => void logged.push(params.message),
      },
    }),
  );
  actor.start();
  const fill = (fields: Partial<ContactFields>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'CHANGE', field: field as keyof ContactFields, value: value as string });
    }
  };
  return { actor, actors, toasts, logged, fill };
}

const errorToast = {
  title: 'Error',
  description: `There was a problem sending your message. Please try again or contact us directly at ${SUPPORT_EMAIL}.`,
  variant: 'destructive',
};

describe('contactMachine', () => {
  it('starts idle with empty fields', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.fields).toEqual(emptyContactFields);
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires the %s', (field) => {
    const { actor, actors, fill } = start();
    fill({ ...filled, [field]: ' ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(field === 'email' ? MESSAGES.enterEmail : MESSAGES.fillAllFields);
    expect(actors.send.calls).toHaveLength(0);
  });

  it('rejects a malformed email', () => {
    expect(validateContact({ ...filled, email: 'jamie@' })).toBe(MESSAGES.validEmail);
    expect(validateContact(filled)).toBeNull();
  });

  it('sends (button disabled, "Sending..."), then clears the fields and shows "Message Sent!" with the server message', async () => {
    const reply = deferred<ContactResponse>();
    const { actor, actors, toasts, fill } = start(fakeActor(() => reply.promise));
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(COPY.sending).toBe('Sending...');
    reply.resolve({ success: true, message: 'Thanks, Jamie!' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.fields).toEqual(emptyContactFields);
    expect(snapshot.context.error).toBeNull();
    expect(toasts).toEqual([{ title: 'Message Sent!', description: 'Thanks, Jamie!' }]);
    expect((actors.send as unknown as { calls: unknown[] }).calls).toEqual([{ message: filled }]);
  });

  it('uses the default thanks when the server sends no message', async () => {
    const { actor, toasts, fill } = start(fakeActor({ success: true, message: '' }));
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle') && toasts.length > 0);
    expect(toasts).toEqual([{ title: 'Message Sent!', description: MESSAGES.contactThanks }]);
  });

  it('success false: destructive "Error" naming the support address; the server message is only logged; fields kept', async () => {
    const { actor, toasts, logged, fill } = start(fakeActor({ success: false, message: 'Mailbox full' }));
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle') && toasts.length > 0);
    expect(toasts).toEqual([errorToast]);
    expect(logged).toEqual(['Mailbox full']);
    expect(snapshot.context.fields).toEqual(filled);
  });

  it('success false without a message logs the default "Failed to send message"', async () => {
    const { actor, logged, fill } = start(fakeActor({ success: false, message: '' }));
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, () => logged.length > 0);
    expect(logged).toEqual([MESSAGES.contactFailed]);
  });

  it('a non-ok answer: the same error toast, the server message logged', async () => {
    const { actor, toasts, logged, fill } = start(
      fakeActor(new ApiError(MESSAGES.tooManyRequests, { status: 429, statusText: 'Too Many Requests' })),
    );
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle') && toasts.length > 0);
    expect(toasts).toEqual([errorToast]);
    expect(logged).toEqual([MESSAGES.tooManyRequests]);
    expect(actor.getSnapshot().context.fields).toEqual(filled);
  });

  it('a network failure: the same error toast', async () => {
    const { actor, toasts, fill } = start(fakeActor(new ApiError(COPY.api.network, { kind: 'network' })));
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle') && toasts.length > 0);
    expect(toasts).toEqual([errorToast]);
  });

  it('ignores edits and submits while sending', () => {
    const reply = deferred<ContactResponse>();
    const { actor, actors, fill } = start(fakeActor(() => reply.promise));
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Other' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fields.name).toBe(filled.name);
    expect((actors.send as unknown as { calls: unknown[] }).calls).toHaveLength(1);
  });
});
