import { useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge } from '../Badge';
import { pictureFor, type DealCategory } from '../../pictures';
import { numberFormat } from '../../utils/format';
import { around } from '../../i18n/interpolate';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { DEAL_PICTURE_TEXTS } from './texts';

export interface DealPictureProps {
  /** The deal's category: chooses the local picture when the deal has no image of its own. */
  category: DealCategory;
  /** Picks one of the category's local pictures (e.g. the card's index in its list, so neighbours differ). */
  position: number;
  /** URL of the deal's own picture. Without it (or if it fails to load) a local picture is shown. */
  image?: string | null;
  /** Alt text. Defaults to empty (decorative): the deal's title is usually right below. */
  alt?: string;
  /** Whole-percent discount: "N% OFF" at the top left. `null`/absent: no badge. */
  discount?: number | null;
  /** Sold out: the picture is greyed out and "Sold out" shows at the top right. */
  soldOut?: boolean;
  /** Grey the picture out for another reason (e.g. the offer has ended). */
  dimmed?: boolean;
  /** More solid badges at the top right, before "Sold out" (e.g. "Expired"). */
  badges?: ReactNode;
  /** `lazy` (default) for long lists; `eager` where every picture is wanted at once. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest paint (the deal page's picture, the first card of a list): fetched at once
   * and before other images (`loading="eager"`, `fetchpriority="high"`), whatever `loading` says.
   */
  priority?: boolean;
}

/** The picture's box (the card skeleton shows its placeholder in it). */
export const Media = styled.div`
  position: relative;
  flex: none;
  height: ${({ theme }) => theme.sizes.dealImage};
  background: ${({ theme }) => theme.colors.surface.sunken};
`;

const Picture = styled.img<{ $dimmed: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  ${({ $dimmed }) => $dimmed && css`filter: grayscale(0.85);`}
`;

const Corner = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  ${({ theme, $side }) => `${$side}: ${theme.space[3]};`}
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $side }) => ($side === 'left' ? 'flex-start' : 'flex-end')};
  gap: ${({ theme }) => theme.space[1.5]};
`;

/**
 * The picture at the top of a deal card: the deal's own image, or one of the kit's category
 * pictures when it has none or it fails to load; badges laid over it ("35% OFF", "Sold out").
 */
export function DealPicture({
  category,
  position,
  image,
  alt = '',
  discount,
  soldOut = false,
  dimmed = false,
  badges,
  loading = 'lazy',
  priority = false,
}: DealPictureProps) {
  const { locale, texts } = useKitTexts('dealPicture', DEAL_PICTURE_TEXTS);
  const [beforePercent, afterPercent] = around(texts.discount);
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const ownImage = image && image !== failedImage ? image : null;
  const src = ownImage ?? pictureFor(category, position);
  const hasBadges = badges !== undefined && badges !== null && badges !== false;

  return (
    <Media>
      <Picture
        src={src}
        alt={alt}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        $dimmed={soldOut || dimmed}
        onError={ownImage ? () => setFailedImage(ownImage) : undefined}
      />
      {discount != null && (
        <Corner $side="left">
          <Badge tone="brand" variant="solid">
            {beforePercent}
            {numberFormat(locale).format(discount)}
            {afterPercent}
          </Badge>
        </Corner>
      )}
      {(hasBadges || soldOut) && (
        <Corner $side="right">
          {badges}
          {soldOut && (
            <Badge tone="danger" variant="solid">
              {texts.soldOut}
            </Badge>
          )}
        </Corner>
      )}
    </Media>
  );
}
