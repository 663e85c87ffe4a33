/**
 * Where the selected time's live change is said (issue 10): a polite live region, always in the
 * page so assistive technology hears what is put in it, and out of the layout while empty.
 */
import styled from 'styled-components';

const Region = styled.p`
  color: ${({ theme }) => theme.colors.status.cancelled.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:empty {
    position: absolute;
  }
`;

export function TimeNotice({ text }: { text: string | null }) {
  return (
    <Region role="status" aria-live="polite">
      {text}
    </Region>
  );
}
