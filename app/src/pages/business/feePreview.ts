/**
 * The deal form's line under the price: what the business receives of it after Spur's fee
 * (@spur/domain's `platformFee`, the rule the ledger applies to every payment). The price
 * travellers see and pay stays as typed: the fee is taken from it, never added.
 */
import { toCents } from '@spur/contract';
import { platformFee } from '@spur/domain';
import { DEFAULT_LOCALE, localize, type Locale } from '@spur/i18n';
import { formatPrice } from '../../time/format';
import { BUSINESS_COPY } from './copy';

/** "You receive $42.50 of $50.00" for a valid price (a number above 0); null otherwise or when the fee is unknown. */
export function receiveLine(priceText: string, feePercent: number | undefined, locale: Locale = DEFAULT_LOCALE): string | null {
  const price = Number(priceText.trim());
  if (feePercent === undefined || priceText.trim() === '' || !Number.isFinite(price) || price <= 0) return null;
  const cents = toCents(price);
  const net = platformFee(cents, feePercent).net_cents / 100;
  return localize(BUSINESS_COPY, locale).form.youReceive(formatPrice(net, locale), formatPrice(cents / 100, locale));
}
