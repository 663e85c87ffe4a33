/**
 * "Send us a Message" (SPEC §2 Home, §4 Contact form, §5, §8 Contact), driven by the contact
 * machine: idle → sending (button disabled, "Sending...") → idle. Success: fields cleared and
 * "Message Sent!" with the server's message; failure: the destructive "Error" toast naming the
 * support address (the server's message is only logged).
 *
 * Issue 32: what was typed into the server's HTML before hydration is taken over; Send waits for
 * the page's scripts (disabled until then), and without them a note says sending needs them and
 * gives the address to write to instead.
 *
 * Loaded lazily by the home page (it brings the API client, zod and XState), so keep it the
 * module's default export.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Send } from 'lucide-react';
import styled from 'styled-components';
import { Button, TextArea, TextField, toast } from '@spur/ui-kit';
import { translateText } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { COPY } from '../../copy';
import { HOME_COPY } from './copy';
import { liveContactMachine } from '../../machines/live';
import { machineFields } from '../machineFields';
import { CONTACT } from '../../layout/contactDetails';
import { useHydrated } from '../../ssr/lazyPart';
import { useTypedBeforeHydration } from '../../ssr/typedBeforeHydration';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.destructive.base};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-start;
`;

export interface ContactFormProps {
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

export default function ContactForm({ labelledBy }: ContactFormProps) {
  const copy = useCopy(HOME_COPY);
  const appCopy = useCopy(COPY);
  const locale = useLocale();
  const [machine] = useState(() => liveContactMachine({ toast }));
  const [state, send] = useMachine(machine);
  const { fields, error } = state.context;
  const busy = state.hasTag('busy');
  const errorId = useId();

  const field = machineFields(fields, send);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, fields, (name, value) => send({ type: 'CHANGE', field: name, value }));
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    // The contract's messages are shown inline (noValidate), the fields stay marked required.
    <Form ref={form} noValidate onSubmit={submit} aria-labelledby={labelledBy} aria-describedby={error ? errorId : undefined}>
      <Row>
        <TextField label={copy.fields.name} autoComplete="name" {...field('name')} />
        <TextField label={copy.fields.email} type="email" autoComplete="email" {...field('email')} />
      </Row>
      <TextField label={copy.fields.subject} {...field('subject')} />
      <TextArea label={copy.fields.message} rows={5} {...field('message')} />
      {error && (
        <Alert id={errorId} role="alert">
          {translateText(error, locale)}
        </Alert>
      )}
      <noscript>
        <Alert>{copy.contactNeedsScripts(CONTACT.email)}</Alert>
      </noscript>
      <Actions>
        <Button type="submit" disabled={!hydrated} loading={busy} loadingText={appCopy.sending} icon={<Send aria-hidden="true" />}>
          {copy.send}
        </Button>
      </Actions>
    </Form>
  );
}
