import styled from 'styled-components';
import { discountPercent, formatPrice } from '../../utils/format';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { PRICE_TAG_TEXTS } from './texts';

export interface PriceTagProps {
  /** Price in US dollars, e.g. `49` → "$49.00". */
  price: number;
  /** The business's reference price: struck through before the price, only when it is a real discount (see `discountPercent`). */
  originalPrice?: number | null;
  /** Class name for the line. */
  className?: string;
}

const Prices = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const OriginalPrice = styled.s`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

/**
 * A deal's price: large, after the struck-through original price when there is a real discount.
 * Screen readers hear "Original price: $75.00 Now $49.00".
 */
export function PriceTag({ price, originalPrice, className }: PriceTagProps) {
  const { locale, texts } = useKitTexts('priceTag', PRICE_TAG_TEXTS);
  const discounted = discountPercent(price, originalPrice) !== null;
  return (
    <Prices className={className}>
      {discounted && (
        <OriginalPrice>
          <VisuallyHidden>{texts.originalPrice} </VisuallyHidden>
          <span>{formatPrice(originalPrice as number, locale)}</span>
        </OriginalPrice>
      )}
      <Price>
        {discounted && <VisuallyHidden>{texts.now} </VisuallyHidden>}
        <span>{formatPrice(price, locale)}</span>
      </Price>
    </Prices>
  );
}
