import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { StarInput } from '../StarInput';
import { TextArea } from '../TextArea';
import { numberFormat } from '../../utils/format';
import { DEFAULT_KIT_LOCALE, type KitLocaleOf } from '../../i18n/kitLocaleContext';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { REVIEW_FORM_TEXTS } from './texts';

export interface ReviewFormErrors {
  /** Under the stars (none chosen). */
  rating?: ReactNode;
  /** Under the text (too long). */
  text?: ReactNode;
}

export interface ReviewFormProps {
  /** The stars chosen; null while none. */
  rating: number | null;
  /** The words so far. */
  text: string;
  onRatingChange: (stars: number) => void;
  onTextChange: (text: string) => void;
  /** Called when the form is sent (the caller validates and posts). */
  onSubmit: () => void;
  /** The text's bound; the counter shows how much of it is used. */
  maxLength: number;
  /** Field errors, each under its field. */
  errors?: ReviewFormErrors;
  /** A refusal of the whole form (from the server), announced at once. */
  formError?: ReactNode;
  /** While the review is being posted: the button spins and blocks. */
  submitting?: boolean;
  /** The stars' question. */
  ratingLabel?: string;
  /** The text's label. */
  textLabel?: string;
  submitLabel?: string;
  submittingLabel?: string;
  /** Class name for the form. */
  className?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const FormError = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructive.subtle};
  color: ${({ theme }) => theme.colors.destructive.base};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ENGLISH: KitLocaleOf<'reviewForm'> = { locale: DEFAULT_KIT_LOCALE, texts: { reviewForm: REVIEW_FORM_TEXTS } };

/** "120 / 1,000 characters", in the kit's language (`useKitLocale()`; default American English). */
export function characterCount(used: number, max: number, { locale, texts }: KitLocaleOf<'reviewForm'> = ENGLISH): string {
  const format = numberFormat(locale);
  return texts.reviewForm.characters(format.format(used), format.format(max));
}

/**
 * A review: stars (StarInput) and optional words with a running count against their bound, field
 * errors under each field, a refusal of the whole form above the button. Controlled: the caller
 * holds the values and decides what is valid.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { locale, texts: reviewForm } = useKitTexts('reviewForm', REVIEW_FORM_TEXTS);
  const kit: KitLocaleOf<'reviewForm'> = { locale, texts: { reviewForm } };
  const { texts } = kit;
  const {
    rating,
    text,
    onRatingChange,
    onTextChange,
    onSubmit,
    maxLength,
    errors = {},
    formError,
    submitting = false,
    ratingLabel = texts.reviewForm.rating,
    textLabel = texts.reviewForm.text,
    submitLabel = texts.reviewForm.submit,
    submittingLabel = texts.reviewForm.submitting,
    className,
  } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form className={className} onSubmit={submit} noValidate>
      <StarInput label={ratingLabel} value={rating} onChange={onRatingChange} error={errors.rating} />
      <TextArea
        label={textLabel}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        rows={5}
        hint={characterCount(text.length, maxLength, kit)}
        error={errors.text}
      />
      {formError && <FormError role="alert">{formError}</FormError>}
      <Button type="submit" loading={submitting} loadingText={submittingLabel}>
        {submitLabel}
      </Button>
    </Form>
  );
}
