/**
 * Texts of /testimonials (SPEC §2). Page-only copy lives beside its page, out of the entry chunk
 * (see pages/home/copy.ts); the "Coming Soon" toast is COPY.toasts.comingSoon.
 */
export const TESTIMONIALS_COPY = {
  back: 'Back',
  home: 'Home',
  title: 'What Our Customers Are Saying',
  text: 'Stories from travelers and locals who booked through Spur are on their way.',
  comingSoon: 'Coming Soon',
} as const;
