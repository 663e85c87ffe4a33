/**
 * The home page's "Happening near you" strip (issue 10): the top few deals by the "now near"
 * score around the visitor's centre (remembered for the visit from Near me) or the default city.
 * Its own chunk, like the contact form: the API client and the deal cards stay off the home
 * page's first JavaScript; its box keeps its height while loading, so nothing moves.
 */
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LatLng } from '@spur/domain';
import { DealCard, DealCardSkeleton, DealGrid, ErrorState, VisuallyHidden } from '@spur/ui-kit';
import { useCopy, useLocale } from '@spur/i18n/react';
import { listDeals } from '../../api';
import { errorMessage } from '../../api/errors';
import { useResource } from '../../data/useResource';
import { useCardLanguages } from '../../languages';
import { useLiveDeals } from '../../live';
import { renderRouterLink } from '../../routing/renderLink';
import { useCurrentTime, useNow, useViewerTimeZone } from '../../time';
import { bookAction, dealPath, toDealCard } from '../deals/dealCard';
import { useSavedDeals } from '../../saved/useSavedDeals';
import { useCheckout } from '../deals/useCheckout';
import { HOME_COPY } from './copy';

/** How many deals the strip shows. */
export const NEARBY_COUNT = 4;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The deals of the strip around `centre`; the list is named by the section's title (`titleId`). */
export default function NearbyDeals({ centre, titleId }: { centre: LatLng; titleId: string }) {
  const copy = useCopy(HOME_COPY);
  const navigate = useNavigate();
  const now = useNow();
  const currentTime = useCurrentTime();
  const viewerZone = useViewerTimeZone();
  const locale = useLocale();
  const languagesOf = useCardLanguages();
  const deals = useResource(
    (signal) => listDeals({ lat: centre.latitude, lng: centre.longitude, sort: 'now_near', limit: NEARBY_COUNT }, { signal }),
    [centre.latitude, centre.longitude],
    { prerender: `nearby ${centre.latitude},${centre.longitude}` },
  );
  const { bookingDealId, book } = useCheckout();
  const hearts = useSavedDeals();
  const removed = useLiveDeals(deals);

  let content;
  if (deals.status === 'loading') {
    content = (
      <>
        <VisuallyHidden role="status">{copy.nearbyLoading}</VisuallyHidden>
        <DealGrid aria-hidden="true">
          {Array.from({ length: NEARBY_COUNT }, (_, index) => (
            <DealCardSkeleton key={index} />
          ))}
        </DealGrid>
      </>
    );
  } else if (deals.status === 'error') {
    content = <ErrorState title={copy.nearbyFailed} message={errorMessage(deals.error)} retryLabel={copy.nearbyRetry} onRetry={deals.retry} />;
  } else if (deals.data.length === 0) {
    content = <Text>{copy.nearbyEmpty}</Text>;
  } else {
    content = (
      <DealGrid as="ul" aria-labelledby={titleId}>
        {deals.data.map((deal, index) => (
          <DealCard
            key={deal.id}
            {...toDealCard(deal, index, now, viewerZone, locale)}
            {...languagesOf(deal.languages)}
            renderLink={renderRouterLink}
            headingLevel={3}
            booking={bookingDealId === deal.id}
            removed={removed.has(deal.id)}
            {...(hearts.shown ? { saved: hearts.isSaved(deal.id), saveBusy: hearts.isBusy(deal.id), onToggleSave: () => hearts.toggle(deal.id) } : {})}
            onBook={() => {
              const action = bookAction(deal, currentTime());
              // A deal with several times is chosen on its page, where every time is listed.
              if (action.kind === 'checkout') book(action.deal);
              else if (action.kind === 'pick') navigate(dealPath(deal.id));
            }}
          />
        ))}
      </DealGrid>
    );
  }

  return content;
}
