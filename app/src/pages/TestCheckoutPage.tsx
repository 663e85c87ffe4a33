/**
 * /test-checkout/:checkoutId (CONTRIBUTING.md "Payments"): the built-in stand-in for Stripe's
 * hosted payment page, used in demo mode and by the local full stack without a Stripe key. It
 * reads the checkout, asks guests for their email, and pays or cancels it through the API, which
 * fulfils exactly as the Stripe webhook would; then the browser goes where the API says
 * (/success?session_id=… or /cancel).
 *
 * Issue 9: the summary says when the booked time starts ("Today 5:30 PM", venue time), and a
 * countdown shows how long the spot is held ("We hold your spot for 14:32", from `expires_at`);
 * when it reaches zero the page says the hold expired, Pay is disabled, and "Try again" goes back
 * to the deal's page (the deals list when this tab did not start the checkout).
 *
 * Issue 11: the summary states the deal's cancellation terms for the booked time, as the deal
 * page does (Stripe's page shows the same line above its pay button).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CircleCheck, CircleX, FlaskConical, SearchX } from 'lucide-react';
import styled from 'styled-components';
import type { TestCheckout } from '@spur/contract';
import { translateText, type Locale } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Badge, Button, ErrorState, HoldCountdown, Spinner, TextField, Card, Centre, Page } from '@spur/ui-kit';
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from '../api';
import { errorMessage, nullWhenNotFound } from '../api/errors';
import { useResource } from '../data/useResource';
import { TEST_CHECKOUT_COPY } from './checkout/copy';
import { CardHeading, ResultCard } from './checkout/ResultCard';
import { formatAmount, resolveReturnUrl, validateCheckoutEmail } from './checkout/testCheckout';
import { DEALS_PATH } from './deals/query';
import { dealPath } from './deals/dealCard';
import { checkoutDealId } from './checkout/lastCheckout';
import { dealTermsLine, sessionWhen, useNow, useViewerTimeZone } from '../time';

/** The deal's cancellation terms for the booked time (or the open-dated deal), as the deal page states them. */
const checkoutTermsLine = (checkout: TestCheckout, now: Date, viewerZone: string | undefined, locale: Locale) =>
  dealTermsLine(
    { cancellation: checkout.cancellation, expires_at: checkout.deal_expires_at, time_zone: checkout.time_zone, has_sessions: checkout.session_starts_at !== null },
    checkout.session_starts_at,
    now,
    viewerZone,
    locale,
  );

type Text = typeof TEST_CHECKOUT_COPY;

const PaymentCard = styled(Card)`
  max-width: ${({ theme }) => theme.sizes.dialog};
  margin-inline: auto;
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Summary = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.sunken};
  & > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[4]};
  }
  & dt {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
    overflow-wrap: anywhere;
  }
  & > div:last-child {
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  & > div:last-child dd {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const PayingAs = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Alert = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructive.subtle};
  color: ${({ theme }) => theme.colors.destructive.base};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const browseDeals = (text: Text) => (
  <Button asChild>
    <Link to={DEALS_PATH}>{text.browseDeals}</Link>
  </Button>
);

const backHome = (text: Text) => (
  <Button asChild variant="outline">
    <Link to="/">{text.backHome}</Link>
  </Button>
);

/** "Try again" on the deal's page, when this tab started the checkout. */
function retryDeal(checkoutId: string, text: Text) {
  const dealId = checkoutDealId(checkoutId);
  return dealId ? (
    <Button asChild variant="secondary">
      <Link to={dealPath(dealId)}>{text.tryAgain}</Link>
    </Button>
  ) : null;
}

export default function TestCheckoutPage() {
  const text = useCopy(TEST_CHECKOUT_COPY);
  const { checkoutId = '' } = useParams();
  const loaded = useResource((signal) => nullWhenNotFound(getTestCheckout(checkoutId, { signal })), [checkoutId]);

  if (loaded.status === 'loading') {
    return (
      <Page as="main" paddingTop={12}>
        <Centre paddingBlock={16}>
          <Spinner label={text.loading} size="lg" />
        </Centre>
      </Page>
    );
  }

  if (loaded.status === 'error') {
    return (
      <Page as="main" paddingTop={12}>
        <ErrorState
          title={text.loadFailedTitle}
          headingLevel={2}
          message={errorMessage(loaded.error)}
          retryLabel={text.retry}
          onRetry={loaded.retry}
        />
      </Page>
    );
  }

  const checkout = loaded.data;
  if (!checkout) {
    return (
      <ResultCard icon={<SearchX />} title={text.notFoundTitle} actions={<>{browseDeals(text)}{backHome(text)}</>}>
        <p>{text.notFoundText}</p>
      </ResultCard>
    );
  }
  if (checkout.status === 'complete') {
    return (
      <ResultCard
        icon={<CircleCheck />}
        tone="success"
        title={text.completeTitle}
        actions={
          <>
            <Button asChild>
              <Link to={`/success?session_id=${encodeURIComponent(checkout.id)}`}>{text.viewConfirmation}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={DEALS_PATH}>{text.browseDeals}</Link>
            </Button>
          </>
        }
      >
        <p>{text.completeText}</p>
      </ResultCard>
    );
  }
  if (checkout.status !== 'open') {
    return (
      <ResultCard icon={<CircleX />} title={text.expiredTitle} actions={<>{retryDeal(checkout.id, text)}{browseDeals(text)}{backHome(text)}</>}>
        <p>{text.expiredText}</p>
      </ResultCard>
    );
  }

  return <OpenCheckout checkout={checkout} />;
}

/** The payment form of an open checkout. */
function OpenCheckout({ checkout }: { checkout: TestCheckout }) {
  const text = useCopy(TEST_CHECKOUT_COPY);
  const locale = useLocale();
  const navigate = useNavigate();
  const titleId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const needsEmail = !checkout.customer_email;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [action, setAction] = useState<'idle' | 'paying' | 'cancelling'>('idle');
  const [error, setError] = useState<string | null>(null);
  const amount = formatAmount(checkout.amount, checkout.currency, locale);
  const now = useNow(1000);
  const viewerZone = useViewerTimeZone();
  const secondsLeft = Math.max(0, Math.ceil((new Date(checkout.expires_at).getTime() - now.getTime()) / 1000));
  const expired = secondsLeft <= 0;
  const busy = action !== 'idle';
  const tryAgain = () => {
    const dealId = checkoutDealId(checkout.id);
    navigate(dealId ? dealPath(dealId) : DEALS_PATH);
  };

  const go = (url: string) => {
    const target = resolveReturnUrl(url, window.location.origin);
    if ('path' in target) navigate(target.path);
    else window.location.assign(target.href);
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (needsEmail) {
      const problem = validateCheckoutEmail(email);
      setEmailError(problem && translateText(problem, locale));
      if (problem) {
        emailRef.current?.focus();
        return;
      }
    }
    setAction('paying');
    try {
      const { url } = await payTestCheckout(checkout.id, needsEmail ? { email: email.trim() } : {});
      go(url);
    } catch (failure) {
      setError(errorMessage(failure));
      setAction('idle');
    }
  };

  const cancel = async () => {
    if (busy) return;
    setError(null);
    setAction('cancelling');
    try {
      const { url } = await cancelTestCheckout(checkout.id);
      go(url);
    } catch (failure) {
      setError(errorMessage(failure));
      setAction('idle');
    }
  };

  return (
    <Page as="main" paddingTop={12}>
      <PaymentCard gap={6} padding={8}>
        <Head>
          <Badge tone="warning" icon={<FlaskConical aria-hidden="true" />}>
            {text.badge}
          </Badge>
          <CardHeading id={titleId}>{text.heading}</CardHeading>
          <Note>{text.note}</Note>
        </Head>
        <Summary>
          <div>
            <dt>{text.experience}</dt>
            <dd>{checkout.deal_title}</dd>
          </div>
          {checkout.session_starts_at && (
            <div>
              <dt>{text.when}</dt>
              <dd>{sessionWhen(checkout.session_starts_at, checkout.time_zone, now, viewerZone, locale)}</dd>
            </div>
          )}
          <div>
            <dt>{text.cancellation}</dt>
            <dd>{checkoutTermsLine(checkout, now, viewerZone, locale)}</dd>
          </div>
          <div>
            <dt>{text.total}</dt>
            <dd>{amount}</dd>
          </div>
        </Summary>
        <HoldCountdown secondsLeft={secondsLeft} onRetry={tryAgain} />
        <Form noValidate onSubmit={pay} aria-labelledby={titleId}>
          {needsEmail ? (
            <TextField
              ref={emailRef}
              label={text.email}
              type="email"
              name="email"
              autoComplete="email"
              required
              hint={text.emailHint}
              error={emailError ?? undefined}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (emailError) setEmailError(null);
              }}
            />
          ) : (
            <PayingAs>{text.payingAs(checkout.customer_email ?? '')}</PayingAs>
          )}
          {error && <Alert role="alert">{error}</Alert>}
          <Actions>
            <Button type="submit" size="lg" fullWidth loading={action === 'paying'} loadingText={text.paying} disabled={busy || expired}>
              {text.pay(amount)}
            </Button>
            <Button
              variant="outline"
              fullWidth
              loading={action === 'cancelling'}
              loadingText={text.cancelling}
              disabled={busy}
              onClick={cancel}
            >
              {text.cancel}
            </Button>
          </Actions>
        </Form>
      </PaymentCard>
    </Page>
  );
}
