import { useId, type ReactNode } from 'react';
import { Star } from 'lucide-react';
import styled from 'styled-components';
import { FieldMessages, hasContent } from '../TextField/field';
import { VisuallyHidden, visuallyHidden } from '../../utils/visuallyHidden';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { STAR_INPUT_TEXTS } from './texts';

export interface StarInputProps {
  /** The question the stars answer ("Your rating"); the group's accessible name. */
  label: ReactNode;
  /** The chosen number of stars; null while none is chosen. */
  value: number | null;
  /** Called with the stars chosen (click, or arrow keys within the group). */
  onChange: (stars: number) => void;
  /** Error text under the stars; announced with the group. */
  error?: ReactNode;
  /** Radio group name (one per form); generated when left out. */
  name?: string;
  /** The most stars; 5 unless told. */
  max?: number;
  /** Each star's accessible name: "1 star", "4 stars". */
  starLabel?: (stars: number) => string;
  /** Class name for the fieldset. */
  className?: string;
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Radio = styled.input`
  ${visuallyHidden}
`;

const StarLabel = styled.label<{ $filled: boolean }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.rating : theme.colors.border.strong)};
  svg {
    width: ${({ theme }) => theme.sizes.icon.xl};
    height: ${({ theme }) => theme.sizes.icon.xl};
    fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  }
  ${Radio}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 2px;
  }
`;

/**
 * A star rating input: native radio buttons under drawn stars, so it is one tab stop, arrow keys
 * move the choice, and screen readers announce "4 stars, radio button, 4 of 5" in the group named
 * by `label`. Stars up to the chosen one are filled.
 */
export function StarInput({ label, value, onChange, error, name, max = 5, starLabel, className }: StarInputProps) {
  const { texts } = useKitTexts('starInput', STAR_INPUT_TEXTS);
  const generated = useId();
  const groupName = name ?? `stars-${generated}`;
  const errorId = `${groupName}-error`;
  const invalid = hasContent(error);
  return (
    <Fieldset className={className} aria-describedby={invalid ? errorId : undefined} aria-invalid={invalid || undefined}>
      <Legend>{label}</Legend>
      <Stars>
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          const id = `${groupName}-${stars}`;
          return (
            <span key={stars}>
              <Radio type="radio" id={id} name={groupName} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
              <StarLabel htmlFor={id} $filled={value !== null && stars <= value}>
                <Star aria-hidden="true" />
                <VisuallyHidden>{(starLabel ?? texts.star)(stars)}</VisuallyHidden>
              </StarLabel>
            </span>
          );
        })}
      </Stars>
      <FieldMessages hintId={`${groupName}-hint`} errorId={errorId} error={error} />
    </Fieldset>
  );
}
