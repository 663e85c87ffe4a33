/**
 * The deal page's reviews: the summary (average and count, the card's figures) and every review,
 * newest first (stars, first name and last initial, date, words, the business's answer). Loaded
 * again when the deal's count changes (a live event after a new review).
 */
import styled from 'styled-components';
import { Button, ReviewItem, StarRating } from '@spur/ui-kit';
import type { Deal } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { getDealReviews } from '../../api';
import { errorMessage } from '../../api/errors';
import { useResource } from '../../data/useResource';
import { formatFullDate, useViewerTimeZone } from '../../time';
import { DEAL_PAGE_COPY } from './dealPageCopy';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
`;

/** Quiet on purpose: the page's one live region is the chosen time's notice. */
const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Failure = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function DealReviews({ deal }: { deal: Pick<Deal, 'id' | 'business_name' | 'rating' | 'reviewCount'> }) {
  // The server's zone while hydrating its HTML, then the browser's: the same day on both.
  const viewerZone = useViewerTimeZone();
  const copy = useCopy(DEAL_PAGE_COPY);
  const locale = useLocale();
  const hasReviews = deal.rating !== null && deal.reviewCount > 0;
  const load = useResource((signal) => (hasReviews ? getDealReviews(deal.id, { signal }) : Promise.resolve([])), [deal.id, deal.reviewCount]);
  if (!hasReviews) return null;

  let body;
  if (load.status === 'loading') body = <Quiet>{copy.loadingReviews}</Quiet>;
  else if (load.status === 'error')
    body = (
      <Failure role="alert">
        <span>{copy.reviewsFailed(errorMessage(load.error))}</span>
        <Button size="sm" variant="outline" onClick={load.retry}>
          {copy.retry}
        </Button>
      </Failure>
    );
  else
    body = (
      <List>
        {load.data.map((review) => (
          <ReviewItem
            key={review.id}
            reviewerName={review.reviewer_name}
            rating={review.rating}
            date={formatFullDate(review.created_at, viewerZone, locale)}
            dateTime={review.created_at}
            text={review.text}
            answer={review.answer === null ? null : { by: deal.business_name, text: review.answer }}
          />
        ))}
      </List>
    );

  return (
    <Section aria-label={copy.reviewsHeading}>
      <Heading>{copy.reviewsHeading}</Heading>
      <StarRating rating={deal.rating!} reviewCount={deal.reviewCount} />
      {body}
    </Section>
  );
}
