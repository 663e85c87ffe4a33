/**
 * Texts of /testimonials (SPEC §2). Page-only copy lives beside its page, out of the entry chunk
 * (see pages/home/copy.ts); the "Coming Soon" toast is COPY.toasts.comingSoon.
 */
import { defineCopy } from '@spur/i18n';

export const TESTIMONIALS_COPY = defineCopy((t) => ({
  back: t('Back'),
  home: t('Home'),
  title: t('What Our Customers Are Saying'),
  text: t('Stories from travelers and locals who booked through Spur are on their way.'),
  comingSoon: t('Coming Soon'),
}));
