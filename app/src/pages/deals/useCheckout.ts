/**
 * Book Now on a page (the deals grid, the deal page): the live checkout machine, which deal is
 * being booked, and the reset when the page comes back from the payment page through the
 * back/forward cache.
 */
import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { toast } from '@spur/ui-kit';
import { liveCheckoutMachine } from '../../machines/live';
import type { BookableDeal } from '../../machines/checkoutMachine';
import { useAuth } from '../../auth';

export function useCheckout() {
  const { status } = useAuth();
  const [checkout] = useState(() => liveCheckoutMachine({ toast }));
  const [state, send] = useMachine(checkout);

  // A Book Now tapped during the sign-in check waits in the machine for its outcome.
  useEffect(() => {
    if (status !== 'loading') send({ type: 'AUTH_SETTLED', signedIn: status === 'authenticated' });
  }, [status, send]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: 'RESET' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [send]);

  return {
    /** The deal being booked while busy, else null. */
    bookingDealId: state.hasTag('busy') ? state.context.dealId : null,
    busy: state.hasTag('busy'),
    book: (deal: BookableDeal) => send({ type: 'BOOK', deal, signedIn: status === 'loading' ? null : status === 'authenticated' }),
  };
}
