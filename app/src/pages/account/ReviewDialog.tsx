/**
 * "Leave a review" (booking details): the kit's ReviewForm in a dialog, driven by the review
 * machine (the contract's validation, then POST /api/bookings/:id/review). Closing discards the
 * draft; a posted review is handed to `onReviewed` and the dialog closes.
 */
import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { REVIEW_LIMITS, type Review } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { Dialog, ReviewForm } from '@spur/ui-kit';
import { liveReviewMachine } from '../../machines/live';
import { ACCOUNT_COPY } from './copy';

export interface ReviewDialogProps {
  /** The booking to review; null: closed. */
  booking: { id: string; title: string } | null;
  onClose: () => void;
  onReviewed: (review: Review) => void;
}

function ReviewFlow({ bookingId, onReviewed }: { bookingId: string; onReviewed: (review: Review) => void }) {
  const labels = useCopy(ACCOUNT_COPY).review.form;
  const [state, send] = useMachine(liveReviewMachine, { input: { bookingId } });
  const { rating, text, errors, formError } = state.context;
  const done = state.status === 'done';
  // Once: the page re-renders (and hands a new callback) while it closes the dialog.
  const handed = useRef(false);
  useEffect(() => {
    if (!done || handed.current) return;
    handed.current = true;
    onReviewed(state.output!);
  }, [done, onReviewed, state.output]);
  return (
    <ReviewForm
      rating={rating}
      text={text}
      onRatingChange={(stars) => send({ type: 'RATE', rating: stars })}
      onTextChange={(value) => send({ type: 'TYPE', text: value })}
      onSubmit={() => send({ type: 'SUBMIT' })}
      maxLength={REVIEW_LIMITS.maxTextLength}
      errors={errors}
      formError={formError}
      submitting={state.hasTag('busy')}
      ratingLabel={labels.rating}
      textLabel={labels.text}
      submitLabel={labels.submit}
      submittingLabel={labels.submitting}
    />
  );
}

export function ReviewDialog({ booking, onClose, onReviewed }: ReviewDialogProps) {
  const { review: copy, closeDialog } = useCopy(ACCOUNT_COPY);
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={copy.dialogTitle}
      description={booking ? copy.dialogDescription(booking.title) : undefined}
      closeLabel={closeDialog}
    >
      {booking && <ReviewFlow bookingId={booking.id} onReviewed={onReviewed} />}
    </Dialog>
  );
}
