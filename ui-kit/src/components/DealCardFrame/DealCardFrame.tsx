import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';

export interface DealCardFrameProps {
  /** The deal's title: the card's heading and accessible name, clamped to two lines. */
  title: string;
  /** Id for the title, so that the card's buttons can point at it (`aria-describedby`). Generated when omitted. */
  titleId?: string;
  /** Level of the title heading, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The top of the card, usually a `DealPicture`. */
  picture: ReactNode;
  /** A line above the title (e.g. the category and the rating). */
  eyebrow?: ReactNode;
  /** What follows the title: description, `MetaLine`s... */
  children?: ReactNode;
  /** The bottom row, pushed to the end of the card: usually a `PriceTag` and `SlotsLeft`. */
  footer?: ReactNode;
  /** Controls under the footer row (Book Now, Edit and Delete). */
  actions?: ReactNode;
  /** Where the title links to (the deal's page). Without it the title is plain text. */
  href?: string;
  /** Renders the title's link; pass the router's Link. Default: a plain anchor. */
  renderLink?: RenderLink;
}

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface.card};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h3`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;

  & a {
    color: inherit;
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

/**
 * The layout every deal card shares (the public DealCard, the business dashboard's card): an
 * article named by its title, the picture on top, then the title, the details, a bottom row
 * (price and slots) kept at the card's foot in a grid of equal heights, and the actions.
 */
export function DealCardFrame({
  title,
  titleId,
  headingLevel = 3,
  picture,
  eyebrow,
  children,
  footer,
  actions,
  href,
  renderLink = renderAnchor,
}: DealCardFrameProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <Card aria-labelledby={id}>
      {picture}
      <Body>
        {eyebrow}
        <Title as={`h${headingLevel}`} id={id}>
          {href ? renderLink({ href, children: title }) : title}
        </Title>
        {children}
        {footer !== undefined && footer !== null && <Footer>{footer}</Footer>}
        {actions}
      </Body>
    </Card>
  );
}
