import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { pictureFor, type DealCategory } from '../../pictures';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';

export interface CategoryTileProps {
  /** Visible name and accessible name of the tile, e.g. "Beaches". */
  name: string;
  /** The category value handed to `onSelect`, e.g. `beach`. */
  category: DealCategory;
  /** URL of the tile's picture (decorative). Defaults to the kit's first picture of the category. */
  image?: string;
  /** Icon shown in a badge over the picture (decorative: it is hidden from assistive technology). */
  icon?: ReactNode;
  /** Called with `category` on click, Enter or Space (the tile is then a button). */
  onSelect?: (category: DealCategory) => void;
  /** The page of the category: the tile is then a link to it, which works before the page's scripts run and without them. */
  href?: string;
  /** Renders the link (`href`); pass the router's Link. Default: a plain anchor. */
  renderLink?: RenderLink;
}

const tile = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  overflow: hidden;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface.card};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transition:
    box-shadow ${({ theme }) => theme.transitions.normal},
    transform ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateY(-${({ theme }) => theme.space[1]});
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 2px;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:active {
    transform: none;
  }
`;

const Tile = styled.button`
  ${tile}
`;

/** Holds the link (`renderLink` draws the anchor) without a box of its own. */
const LinkSlot = styled.div`
  display: contents;
  & > a {
    ${tile}
    text-decoration: none;
  }
`;

const Media = styled.span`
  position: relative;
  display: block;
  height: ${({ theme }) => theme.sizes.categoryTile};
  background: ${({ theme }) => theme.colors.surface.sunken};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  *:hover > & img {
    transform: scale(1.05);
  }
`;

const IconBadge = styled.span`
  position: absolute;
  left: 50%;
  bottom: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.lg};
  height: ${({ theme }) => theme.sizes.control.lg};
  transform: translate(-50%, 50%);
  border: ${({ theme }) => theme.space[0.5]} solid ${({ theme }) => theme.colors.surface.card};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.brand.base};
  color: ${({ theme }) => theme.colors.brand.contrast};
  box-shadow: ${({ theme }) => theme.shadows.md};

  & > svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

const Name = styled.span<{ $withIcon: boolean }>`
  display: block;
  padding: ${({ theme, $withIcon }) => `${$withIcon ? theme.space[8] : theme.space[4]} ${theme.space[3]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/**
 * One of the home page's Popular Categories: a picture, an icon and a name. A link to the
 * category's page (`href`), or a button handing back its category (`onSelect`).
 */
export function CategoryTile({ name, category, image, icon, onSelect, href, renderLink = renderAnchor }: CategoryTileProps) {
  const content = (
    <>
      <Media>
        <img src={image ?? pictureFor(category, 0)} alt="" />
        {icon && <IconBadge aria-hidden="true">{icon}</IconBadge>}
      </Media>
      <Name $withIcon={Boolean(icon)}>{name}</Name>
    </>
  );
  if (href !== undefined) {
    return <LinkSlot data-category={category}>{renderLink({ href, children: content })}</LinkSlot>;
  }
  return (
    <Tile type="button" onClick={() => onSelect?.(category)} data-category={category}>
      {content}
    </Tile>
  );
}
