import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BellRing, CircleAlert, Lock, PartyPopper } from 'lucide-react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { around } from '../../i18n/interpolate';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { WAITLIST_NOTICE_TEXTS } from './texts';

/** form: not on the list yet. joined: waiting. offered: a spot is held for this person. closed: the line no longer takes anyone. error: the last action failed. */
export type WaitlistNoticeState = 'form' | 'joined' | 'offered' | 'closed' | 'error';

export interface WaitlistNoticeProps {
  state: WaitlistNoticeState;
  /** Signed-in people join as their account; guests are asked for an e-mail address. */
  signedIn: boolean;
  /** Joins the list: the guest's address, or undefined for a signed-in person. */
  onJoin: (email: string | undefined) => void;
  /** Leaves the list (joined and offered). */
  onLeave?: () => void;
  /** Offered: opens the offer ("Book now"). */
  onClaim?: () => void;
  /** Offered: until when the spot is held, as the reader should see it ("3:42 PM"). */
  claimBy?: string;
  /** Closed and error: what to tell the person (the API's message). */
  message?: string;
  /** Form: the address field's error (e.g. not an e-mail address). */
  emailError?: string;
  /** A join or leave is under way. */
  busy?: boolean;
  /** What is sold out: one time of a deal (default), or a deal without set times. */
  soldOut?: 'time' | 'deal';
}

const Panel = styled.section<{ $tone: 'accent' | 'success' | 'neutral' | 'error' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background: ${({ theme, $tone }) =>
    ({ accent: theme.colors.accent.subtle, success: theme.colors.status.success.bg, neutral: theme.colors.surface.sunken, error: theme.colors.destructive.subtle })[$tone]};
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

function JoinForm({ signedIn, onJoin, emailError, busy }: Pick<WaitlistNoticeProps, 'signedIn' | 'onJoin' | 'emailError' | 'busy'>) {
  const { texts } = useKitTexts('waitlistNotice', WAITLIST_NOTICE_TEXTS);
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onJoin(signedIn ? undefined : email);
  };
  return (
    <Form onSubmit={submit} noValidate>
      {!signedIn && (
        <TextField label={texts.email} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={emailError} />
      )}
      <Actions>
        <Button type="submit" icon={<BellRing aria-hidden />} loading={busy} loadingText={texts.joining}>
          {texts.join}
        </Button>
      </Actions>
    </Form>
  );
}

/**
 * The instant waitlist of a sold-out time: "Notify me when a spot opens" (with an e-mail field
 * for guests), then "We'll e-mail you when a spot opens" with "Leave the waitlist"; a spot held
 * for the person with "Book now"; a closed line; a failure.
 */
export function WaitlistNotice(props: WaitlistNoticeProps) {
  const { state, onLeave, busy, message } = props;
  const { texts } = useKitTexts('waitlistNotice', WAITLIST_NOTICE_TEXTS);
  const text = texts;
  const [beforeTime, afterTime] = around(text.heldUntil);
  const leave = onLeave && (
    <Button variant="secondary" onClick={onLeave} loading={busy} loadingText={text.leaving}>
      {text.leave}
    </Button>
  );
  switch (state) {
    case 'form':
      return (
        <Panel $tone="accent" aria-label={text.label}>
          <Title>{props.soldOut === 'deal' ? text.dealSoldOut : text.timeSoldOut}</Title>
          <Text>{text.explanation}</Text>
          <JoinForm {...props} />
        </Panel>
      );
    case 'joined':
      return (
        <Panel $tone="success" aria-label={text.label}>
          <Title>
            <BellRing aria-hidden />
            {text.joined}
          </Title>
          <Actions>{leave}</Actions>
        </Panel>
      );
    case 'offered':
      return (
        <Panel $tone="success" aria-label={text.label}>
          <Title>
            <PartyPopper aria-hidden />
            {text.offered}
          </Title>
          <Text>
            {beforeTime}
            {props.claimBy}
            {afterTime}
          </Text>
          <Actions>
            <Button onClick={props.onClaim}>{text.book}</Button>
            {leave}
          </Actions>
        </Panel>
      );
    case 'closed':
      return (
        <Panel $tone="neutral" aria-label={text.label}>
          <Title>
            <Lock aria-hidden />
            {message}
          </Title>
        </Panel>
      );
    case 'error':
      return (
        <Panel $tone="error" aria-label={text.label}>
          <Title role="alert">
            <CircleAlert aria-hidden />
            {message}
          </Title>
          <JoinForm {...props} />
        </Panel>
      );
  }
}
