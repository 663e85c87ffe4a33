/**
 * The mails' texts, in English; each mail renders in its recipient's language (`renderMail`:
 * the templates read this copy with `useCopy`, the subject with `localize`). Translations in
 * `locales/`, loaded by `renderMail` when a mail in that language is rendered.
 */
import { defineCopy } from '@spur/i18n';

export const MAIL_COPY = defineCopy((t) => ({
  subject: {
    bookingConfirmed: (deal: string) => t('Booking confirmed: {deal}', { deal }),
    bookingCancelled: (deal: string) => t('Booking cancelled: {deal}', { deal }),
    sessionCancelled: (business: string, deal: string) => t('Cancelled by {business}: {deal}', { business, deal }),
    reminder: (deal: string) => t('Starting within the hour: {deal}', { deal }),
    waitlistOffer: (deal: string) => t('A spot opened up: {deal}', { deal }),
  },
  layout: {
    tagline: t('Spur · last-minute deals near you.'),
    bookingReason: t('You get this mail because of a booking made with this address.'),
  },
  facts: {
    /** A fact's label, before its value. */
    label: (label: string) => t('{label}:', { label }),
    deal: t('Deal'),
    when: t('When'),
    where: t('Where'),
    amountPaid: t('Amount paid'),
    /** `map` is the link "map". */
    whereLine: (location: string, map: string) => t('{location} ({map})', { location, map }),
    map: t('map'),
    viewBooking: t('View your booking'),
  },
  confirmed: {
    preview: (deal: string, when: string) => t("You're booked: {deal}, {when}", { deal, when }),
    heading: t("You're booked!"),
    showVoucher: (business: string) => t('Show this voucher at {business} when you arrive.', { business }),
    qrAlt: (code: string) => t('QR code of voucher {code}', { code }),
    voucherCode: (code: string) => t('Voucher code: {code}', { code }),
    cancellation: (terms: string) => t('Cancellation: {terms}', { terms }),
  },
  cancelled: {
    heading: t('Your booking is cancelled'),
    preview: (deal: string, refund: string) => t('{deal}: {refund}', { deal, refund }),
    refund: (amount: string) => t('Refund: {amount}', { amount }),
    noRefund: t('No refund under the cancellation terms'),
    /** `refund` (bold) is the refund line. */
    refunded: (refund: string) => t('{refund}, back on the card you paid with within 5–10 business days.', { refund }),
    notRefunded: (refund: string) => t('{refund}.', { refund }),
  },
  sessionCancelled: {
    preview: (business: string, deal: string) => t('{business} cancelled {deal}: full refund', { business, deal }),
    heading: (business: string) => t('{business} cancelled this session', { business }),
    fullRefund: (amount: string) => t('Full refund: {amount}', { amount }),
    /** `refund` (bold) is the full refund. */
    sorry: (refund: string) => t("We're sorry: the session you booked will not take place. {refund}, back on the card you paid with within 5–10 business days.", { refund }),
  },
  reminder: {
    preview: (deal: string) => t('{deal} starts within the hour', { deal }),
    heading: t('Starting within the hour'),
    startsSoon: (deal: string, business: string) => t('{deal} with {business} starts soon.', { deal, business }),
    startsSoonWithCode: (deal: string, business: string, code: string) => t('{deal} with {business} starts soon. Your voucher code: {code}.', { deal, business, code }),
    openVoucher: t('Open your voucher'),
  },
  waitlistOffer: {
    preview: (deal: string, claimBy: string) => t('A spot opened up: {deal}, hold until {claimBy}', { deal, claimBy }),
    heading: t('A spot opened up for you'),
    /** `claimBy` (bold) is the claim time. */
    holding: (claimBy: string) => t("We're holding one spot for you until {claimBy}. After that it goes to the next person waiting.", { claimBy }),
    claim: t('Claim your spot'),
    /** `leave` is the link "Leave the waitlist". */
    changedMind: (leave: string) => t('Changed your mind? {leave} and the spot goes to the next person right away.', { leave }),
    leave: t('Leave the waitlist'),
  },
  alert: {
    /** `profile` is the link "your profile". */
    reason: (profile: string) => t('You get this mail because of an alert or a deal you saved. To stop alert e-mails, turn them off in the e-mail preferences of {profile}.', { profile }),
    profile: t('your profile'),
    seeDeal: t('See the deal'),
  },
}));
