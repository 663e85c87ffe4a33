/**
 * The business's one answer to a review, under it in the reviews dialog: a text with its counter,
 * driven by the answer machine (the contract's validation, then POST /api/reviews/:id/answer).
 */
import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { REVIEW_LIMITS, type Review } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { Button, TextArea, characterCount } from '@spur/ui-kit';
import { liveAnswerMachine } from '../../machines/live';
import { BUSINESS_COPY } from './copy';
import { useTranslateText } from './useTranslateText';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Refusal = styled.p`
  color: ${({ theme }) => theme.colors.destructive.base};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AnswerFormProps {
  reviewId: string;
  onAnswered: (review: Review) => void;
  onCancel: () => void;
}

export function AnswerForm({ reviewId, onAnswered, onCancel }: AnswerFormProps) {
  const copy = useCopy(BUSINESS_COPY).reviews;
  const translate = useTranslateText();
  const [state, send] = useMachine(liveAnswerMachine, { input: { reviewId } });
  const { answer, error, formError } = state.context;
  const done = state.status === 'done';
  const handed = useRef(false);
  // The Answer button that opened the form is gone: keyboard users continue in the text.
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  useEffect(() => {
    if (!done || handed.current) return;
    handed.current = true;
    onAnswered(state.output!);
  }, [done, onAnswered, state.output]);
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <TextArea
        label={copy.answerLabel}
        value={answer}
        onChange={(event) => send({ type: 'TYPE', answer: event.target.value })}
        rows={3}
        hint={characterCount(answer.length, REVIEW_LIMITS.maxAnswerLength)}
        error={error === null ? null : translate(error)}
        ref={field}
      />
      {formError && <Refusal role="alert">{translate(formError)}</Refusal>}
      <Row>
        <Button type="submit" size="sm" loading={state.hasTag('busy')} loadingText={copy.sending}>
          {copy.send}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </Row>
    </Form>
  );
}
