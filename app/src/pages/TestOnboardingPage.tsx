/**
 * /test-onboarding/:accountId (issue 29): the built-in stand-in for Stripe's hosted onboarding,
 * used in demo mode and by the full stack without a Stripe key. Its one button finishes the
 * onboarding (recorded like Stripe's `account.updated`), then the browser goes back to the
 * dashboard's return link. Business partners only (the route's guard).
 */
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { FlaskConical } from 'lucide-react';
import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { Badge, Button, Card, Page } from '@spur/ui-kit';
import { liveTestOnboardingMachine } from '../machines/live';
import type { testOnboardingMachine } from '../machines/testOnboardingMachine';
import { PAYOUTS_COPY } from './business/payoutsCopy';
import { useTranslateText } from './business/useTranslateText';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.narrow};
  margin: ${({ theme }) => theme.space[8]} auto;
  padding: ${({ theme }) => theme.space[6]};
`;

const Refusal = styled.p`
  color: ${({ theme }) => theme.colors.destructive.base};
`;

export interface TestOnboardingViewProps {
  /** The machine with its actors (tests provide fakes); the live one by default. */
  machine?: typeof testOnboardingMachine;
}

export function TestOnboardingView({ machine = liveTestOnboardingMachine }: TestOnboardingViewProps) {
  const titleId = useId();
  const copy = useCopy(PAYOUTS_COPY).testOnboarding;
  const translate = useTranslateText();
  const { accountId = '' } = useParams();
  const [state, send] = useMachine(machine, { input: { accountId } });
  return (
    <Page as="main" aria-labelledby={titleId}>
      <Body>
        <h1 id={titleId}>{copy.title}</h1>
        <p>
          <Badge tone="warning" icon={<FlaskConical aria-hidden="true" />}>
            {copy.notice}
          </Badge>
        </p>
        <p>{copy.explainer}</p>
        {state.context.error && <Refusal role="alert">{translate(state.context.error)}</Refusal>}
        <Button disabled={state.hasTag('busy')} onClick={() => send({ type: 'FINISH' })}>
          {copy.finish}
        </Button>
      </Body>
    </Page>
  );
}

export default function TestOnboardingPage() {
  return <TestOnboardingView />;
}
