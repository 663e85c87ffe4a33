import styled, { keyframes, type DefaultTheme } from 'styled-components';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { Body, Card } from '../DealCardFrame/DealCardFrame';
import { Media } from '../DealPicture/DealPicture';

export interface DealCardSkeletonProps {
  /**
   * Text announced to screen readers (e.g. "Loading deal"). Without it the skeleton is hidden
   * from assistive technology, for grids that announce loading once elsewhere.
   */
  label?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** Height of a placeholder, from the theme: the text size or control it stands for. */
type Height = (theme: DefaultTheme) => string;

const Block = styled.span<{ $width?: `${number}%`; $height: Height }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ theme, $height }) => $height(theme)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surface.skeleton} 25%,
    ${({ theme }) => theme.colors.surface.sunken} 50%,
    ${({ theme }) => theme.colors.surface.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const ImageBlock = styled(Block)`
  border-radius: 0;
`;

const Row = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: flex-end;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

/** Placeholder with the footprint of a DealCard, shown in the grid while deals load. */
export function DealCardSkeleton({ label }: DealCardSkeletonProps) {
  return (
    <Card
      as="div"
      {...(label ? { role: 'status', 'aria-busy': true } : { 'aria-hidden': true })}
      data-testid="deal-card-skeleton"
    >
      <Media>
        <ImageBlock $height={() => '100%'} />
      </Media>
      <Body>
        {label && <VisuallyHidden>{label}</VisuallyHidden>}
        <Block $width="85%" $height={(t) => t.fontSizes.xl} />
        <Block $width="55%" $height={(t) => t.fontSizes.md} />
        <Block $width="40%" $height={(t) => t.fontSizes.md} />
        <Row>
          <Block $width="35%" $height={(t) => t.fontSizes['3xl']} />
          <Block $width="28%" $height={(t) => t.fontSizes.md} />
        </Row>
        <Block $height={(t) => t.sizes.control.md} />
      </Body>
    </Card>
  );
}
