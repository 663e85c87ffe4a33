/**
 * /success?session_id= (SPEC §2): where the payment page returns after paying. Renders at once:
 * the variant for signed-in users (Go to My Bookings) or guests (create an account or sign in,
 * the confirmation email note) appears as soon as the sign-in check has answered.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import styled from 'styled-components';
import { confirmationId } from '@spur/contract';
import { Button } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { SUCCESS_COPY } from './checkout/copy';
import { useAuth } from '../auth';
import { ResultCard } from './checkout/ResultCard';
import { DEALS_PATH } from './deals/query';

const Confirmation = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.sunken};
  color: ${({ theme }) => theme.colors.text.primary};
  & > span:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > span:last-child {
    font-family: ${({ theme }) => theme.fonts.mono};
    letter-spacing: 0.05em;
  }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent.subtle};
  color: ${({ theme }) => theme.colors.accent.hover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Prompt = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** The checkout id's confirmation id (the `session_id` query Stripe fills in), or null when the URL has none. */
export function successConfirmationId(params: URLSearchParams): string | null {
  const checkoutId = params.get('session_id')?.trim();
  return checkoutId ? confirmationId(checkoutId) : null;
}

export default function SuccessPage() {
  const copy = useCopy(SUCCESS_COPY);
  const [params] = useSearchParams();
  const { status } = useAuth();
  const confirmation = successConfirmationId(params);

  const browse = (
    <Button asChild variant={status === 'authenticated' ? 'outline' : 'primary'}>
      <Link to={DEALS_PATH}>{copy.browseMore}</Link>
    </Button>
  );

  return (
    <ResultCard
      icon={<CircleCheck />}
      tone="success"
      title={copy.heading}
      actions={
        status === 'authenticated' ? (
          <>
            <Button asChild>
              <Link to="/profile?tab=bookings">{copy.myBookings}</Link>
            </Button>
            {browse}
          </>
        ) : (
          browse
        )
      }
    >
      <p>{copy.text}</p>
      {confirmation && (
        <Confirmation>
          <span>{copy.confirmationId}</span>
          <span>{confirmation}</span>
        </Confirmation>
      )}
      {status === 'guest' && (
        <>
          <Prompt>
            <p>{copy.guestPrompt}</p>
            <div>
              <Button asChild variant="secondary" size="sm">
                <Link to="/signup">{copy.signUp}</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to="/login">{copy.logIn}</Link>
              </Button>
            </div>
          </Prompt>
          <Note>{copy.emailNote}</Note>
        </>
      )}
    </ResultCard>
  );
}
