/**
 * The reviews of the business's deals (GET /api/reviews/business), newest first, each with the
 * deal it is about; an unanswered one has "Answer", which opens the answer form under it (one at a
 * time). An answer, once sent, replaces the button for good.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { BusinessReview, Review } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Button, Dialog, ErrorState, ReviewItem, Spinner, toast } from '@spur/ui-kit';
import { getBusinessReviews } from '../../api';
import { errorMessage } from '../../api/errors';
import { useResource } from '../../data/useResource';
import { formatFullDate } from '../../time/format';
import { AnswerForm } from './AnswerForm';
import { BUSINESS_COPY } from './copy';
import { useTranslateText } from './useTranslateText';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  max-height: 60vh;
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const About = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function ReviewsList({ businessOf }: { businessOf: (dealId: string) => string }) {
  const locale = useLocale();
  const copy = useCopy(BUSINESS_COPY).reviews;
  const translate = useTranslateText();
  const load = useResource((signal) => getBusinessReviews({ signal }), []);
  const [answering, setAnswering] = useState<string | null>(null);

  if (load.status === 'loading') return <Spinner label={copy.loading} />;
  if (load.status === 'error') return <ErrorState title={copy.errorTitle} message={translate(errorMessage(load.error))} retryLabel={copy.retry} onRetry={load.retry} />;
  if (load.data.length === 0) return <Empty>{copy.empty}</Empty>;

  const answered = (review: Review) => {
    load.setData((reviews) => reviews.map((item): BusinessReview => (item.id === review.id ? { ...item, ...review } : item)));
    setAnswering(null);
    toast({ title: copy.answered });
  };

  return (
    <List>
      {load.data.map((review) => (
        <li key={review.id}>
          <About>{copy.about(review.deal_title)}</About>
          <ReviewItem
            reviewerName={review.reviewer_name}
            rating={review.rating}
            date={formatFullDate(review.created_at, undefined, locale)}
            dateTime={review.created_at}
            text={review.text}
            answer={review.answer === null ? null : { by: businessOf(review.deal_id), text: review.answer }}
            action={
              review.answer !== null ? null : answering === review.id ? (
                <AnswerForm reviewId={review.id} onAnswered={answered} onCancel={() => setAnswering(null)} />
              ) : (
                <div>
                  <Button size="sm" variant="outline" onClick={() => setAnswering(review.id)} aria-label={copy.answerTo(review.reviewer_name, review.deal_title)}>
                    {copy.answer}
                  </Button>
                </div>
              )
            }
          />
        </li>
      ))}
    </List>
  );
}

export interface ReviewsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who answered a review of this deal ("Response from …"): the deal's business name. */
  businessOf: (dealId: string) => string;
}

export function ReviewsDialog({ open, onOpenChange, businessOf }: ReviewsDialogProps) {
  const copy = useCopy(BUSINESS_COPY).reviews;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={copy.title} description={copy.description}>
      {open && <ReviewsList businessOf={businessOf} />}
    </Dialog>
  );
}
