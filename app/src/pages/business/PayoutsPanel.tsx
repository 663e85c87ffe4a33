/**
 * The dashboard's payouts panel (issue 29): "Connect payouts", "Onboarding incomplete: …" with
 * Continue, or "Payouts on" with a link to the payouts (Express) dashboard. Driven by the payouts
 * machine; the onboarding return and refresh links land here (`?payouts=…&account=…`).
 */
import { useMachine } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PAYOUTS_QUERY, PAYOUTS_STEPS, type PayoutsStep } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Badge, Button, Spinner } from '@spur/ui-kit';
import { livePayoutsMachine } from '../../machines/live';
import type { OnboardingComeback, payoutsMachine } from '../../machines/payoutsMachine';
import { PAYOUTS_COPY, onboardingIncomplete } from './payoutsCopy';
import { useTranslateText } from './useTranslateText';

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.card};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Line = styled.p`
  flex: 1 1 16rem;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Refusal = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.destructive.base};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The onboarding link in the address, when the provider sent the business back with one. */
export function comebackOf(params: URLSearchParams): OnboardingComeback | null {
  const step = params.get(PAYOUTS_QUERY.step);
  const account = params.get(PAYOUTS_QUERY.account);
  return step && account !== null && (PAYOUTS_STEPS as readonly string[]).includes(step) ? { step: step as PayoutsStep, account } : null;
}

export interface PayoutsPanelProps {
  /** The machine with its actors (tests and stories provide fakes); the live one by default. */
  machine?: typeof payoutsMachine;
}

export function PayoutsPanel({ machine = livePayoutsMachine }: PayoutsPanelProps) {
  const locale = useLocale();
  const copy = useCopy(PAYOUTS_COPY);
  const translate = useTranslateText();
  const [params] = useSearchParams();
  const [state, send] = useMachine(machine, { input: { comeback: comebackOf(params) } });
  const { status, error, linkError } = state.context;
  const busy = state.hasTag('busy');

  let body;
  if (state.matches('failed')) {
    body = (
      <>
        <Line>{copy.loadFailed}</Line>
        <Button variant="outline" onClick={() => send({ type: 'RETRY' })}>
          {copy.tryAgain}
        </Button>
      </>
    );
  } else if (!status) {
    body = <Spinner label={copy.loading} />;
  } else if (status.state === 'payouts_on') {
    body = (
      <>
        <Line>
          <Badge tone="success">{copy.on}</Badge>
        </Line>
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'DASHBOARD' })}>
          {copy.dashboard}
        </Button>
      </>
    );
  } else if (status.state === 'onboarding_incomplete') {
    body = (
      <>
        <Line>{onboardingIncomplete(status.requirements_due, locale)}</Line>
        <Button disabled={busy} onClick={() => send({ type: 'CONNECT' })}>
          {copy.continue}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Line>{copy.notConnected}</Line>
        <Button disabled={busy} onClick={() => send({ type: 'CONNECT' })}>
          {copy.connect}
        </Button>
      </>
    );
  }

  return (
    <Panel aria-label={copy.heading}>
      <Heading>{copy.heading}</Heading>
      {body}
      {linkError && <Refusal role="alert">{translate(linkError)}</Refusal>}
      {error && status && <Refusal role="alert">{translate(error)}</Refusal>}
    </Panel>
  );
}
