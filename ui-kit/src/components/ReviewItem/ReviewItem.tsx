import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { around } from '../../i18n/interpolate';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { REVIEW_ITEM_TEXTS } from './texts';

export interface ReviewAnswerView {
  /** Who answered: the business's name. */
  by: string;
  /** The answer's words. */
  text: string;
}

export interface ReviewItemProps {
  /** "Priya N.": first name and last initial. */
  reviewerName: string;
  /** Stars given, 1 to 5. */
  rating: number;
  /** When it was written, already formatted ("Nov 24, 2026"). */
  date: string;
  /** The same instant, machine-readable (ISO 8601), for the `<time>` element. */
  dateTime?: string;
  /** The review's words; empty for stars only. */
  text: string;
  /** The business's answer, if it has one. */
  answer?: ReviewAnswerView | null;
  /** Something beside the answer's place: e.g. the business's "Answer" button. */
  action?: ReactNode;
  /** Class name for the article. */
  className?: string;
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

const Stars = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[0.5]};
`;

const StarIcon = styled(Star)<{ $filled: boolean }>`
  width: ${({ theme }) => theme.sizes.icon.sm};
  height: ${({ theme }) => theme.sizes.icon.sm};
  color: ${({ theme, $filled }) => ($filled ? theme.colors.rating : theme.colors.border.default)};
  fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const When = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.text.primary};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
`;

const Answer = styled.div`
  margin-left: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.surface.sunken};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const AnswerBy = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * One review: its stars (read as "Rated 4 out of 5"), the reviewer's name, the date and the
 * words, then the business's answer beneath it, indented.
 */
export function ReviewItem({ reviewerName, rating, date, dateTime, text, answer, action, className }: ReviewItemProps) {
  const { texts } = useKitTexts('reviewItem', REVIEW_ITEM_TEXTS);
  const [beforeBusiness, afterBusiness] = around(texts.responseFrom);
  return (
    <Article className={className}>
      <Header>
        <Stars>
          <VisuallyHidden>{texts.rated(rating)}</VisuallyHidden>
          {Array.from({ length: 5 }, (_, index) => (
            <StarIcon key={index} aria-hidden="true" $filled={index < rating} />
          ))}
        </Stars>
        <Name>{reviewerName}</Name>
        <When dateTime={dateTime}>{date}</When>
      </Header>
      {text && <Text>{text}</Text>}
      {answer && (
        <Answer>
          <AnswerBy>
            {beforeBusiness}
            {answer.by}
            {afterBusiness}
          </AnswerBy>
          <Text>{answer.text}</Text>
        </Answer>
      )}
      {action}
    </Article>
  );
}
