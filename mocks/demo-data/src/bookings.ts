import type { BookingStatus } from '@spur/contract';
import { USER_IDS } from './accounts';
import type { DEAL_IDS } from './deals';

/** A seed booking (and its optional review) before timestamps are made concrete. */
export interface BookingDefinition {
  id: string;
  deal: keyof typeof DEAL_IDS;
  /** A demo account's user id, or a guest's name and email. */
  userId?: string;
  guest?: { name: string; email: string };
  status: Exclude<BookingStatus, 'pending'>;
  bookedHoursAgo: number;
  /** Written out so confirmation ids (the last 8 characters) stay stable. */
  sessionId: string;
  /** A booking of a deal with sessions: which of its seed sessions (the index in its schedule). */
  dealSession?: number;
  review?: { id: string; rating: number; text: string; reviewer: string; hoursAfterBooking: number };
}

const bookingId = (n: number) => `5eedb000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const reviewId = (n: number) => `5eed7e00-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const TRAVELER_BOOKING_IDS = {
  surfLessonConfirmed: bookingId(1),
  whaleSafariConfirmed: bookingId(2),
  massageCancelled: bookingId(3),
  /** Tomorrow's harbor cruise: a booked session (one of the spots its schedule counts as taken). */
  harborCruiseTomorrow: bookingId(99),
} as const;

const T = USER_IDS.traveler;
const days = (n: number) => n * 24;

export const BOOKING_DEFINITIONS: readonly BookingDefinition[] = [
  // ---- the traveler (Jordan Reyes) ---------------------------------------------------------
  {
    id: TRAVELER_BOOKING_IDS.surfLessonConfirmed,
    deal: 'surfLesson',
    userId: T,
    status: 'confirmed',
    bookedHoursAgo: days(12),
    sessionId: 'cs_test_a1J7qLw2XbN9cTz4RkPe8VmY3sHd6GfU0oQ5iWnE',
    review: {
      id: reviewId(1),
      rating: 5,
      text: 'Stood up on my third wave! Our instructor was patient and funny, and the wetsuit actually fit.',
      reviewer: 'Jordan R.',
      hoursAfterBooking: days(3),
    },
  },
  {
    id: TRAVELER_BOOKING_IDS.whaleSafariConfirmed,
    deal: 'whaleSafari',
    userId: T,
    status: 'confirmed',
    bookedHoursAgo: days(2),
    sessionId: 'cs_test_b4Kx8RtW1mZq6PvC3nLy9DsA2hJf7GeT5uBo0YiM',
  },
  {
    id: TRAVELER_BOOKING_IDS.harborCruiseTomorrow,
    deal: 'harborCruise',
    userId: T,
    status: 'confirmed',
    bookedHoursAgo: days(1),
    sessionId: 'cs_test_h1Rt6WnQ3zKa8PvY2mLc5XsD9bGe4JuF7oTi0NqB',
    dealSession: 1,
  },
  {
    id: TRAVELER_BOOKING_IDS.massageCancelled,
    deal: 'seaSaltMassage',
    userId: T,
    status: 'cancelled',
    bookedHoursAgo: days(6),
    sessionId: 'cs_test_c7Lm2VpQ9xTa4RwE8kNz1BdG6sYh3JfC5oUi0PqW',
  },

  // ---- guests (paid through guest checkout) ------------------------------------------------
  guest(4, 'surfLesson', 'Priya Natarajan', 'priya.natarajan@example.com', 20, 'cs_test_d2Nq5XwR8bLm1TzV4cPe7KyJ0sHa3GdF6uMo9iWb', {
    n: 2, rating: 5, reviewer: 'Priya N.',
    text: 'Best lesson I have had anywhere. Small group, warm water, and photos of us riding waves afterwards.',
  }),
  guest(5, 'surfLesson', 'Marcus Bell', 'marcus.bell@example.com', 15, 'cs_test_e5Pr8YzT1cMn4UaW7dQf0LxK3tJb6HeG9vNp2jXc', {
    n: 3, rating: 4, reviewer: 'Marcus B.',
    text: 'Great instructor, a bit crowded in the water on a Saturday. Worth it.',
  }),
  guest(6, 'sealRockKayak', 'Hannah Kim', 'hannah.kim@example.com', 21, 'cs_test_f8Qs1AbU4dNo7VbX0eRg3MyL6uKc9JfH2wOq5kYd', {
    n: 4, rating: 5, reviewer: 'Hannah K.',
    text: 'Sea lions everywhere and a pod of dolphins on the way back. Our guide knew every cove.',
  }),
  guest(7, 'sealRockKayak', 'Diego Alvarez', 'diego.alvarez@example.com', 18, 'cs_test_g1Rt4BcV7eOp0WcY3fSh6NzM9vLd2KgJ5xPr8lZe', {
    n: 5, rating: 4, reviewer: 'Diego A.',
    text: 'Beautiful paddle along the cliffs. Bring a dry bag for your phone.',
  }),
  guest(8, 'whaleSafari', 'Emily Chen', 'emily.chen@example.com', 30, 'cs_test_h4Su7CdW0fPq3XdZ6gTi9OaN2wMe5LhK8yQs1mAf', {
    n: 6, rating: 5, reviewer: 'Emily C.',
    text: 'Two gray whales and a mother with her calf. The biologist on board made it unforgettable.',
  }),
  guest(9, 'whaleSafari', 'Tom Walsh', 'tom.walsh@example.com', 26, 'cs_test_i7Tv0DeX3gQr6YeA9hUj2PbO5xNf8MiL1zRt4nBg', {
    n: 7, rating: 3, reviewer: 'Tom W.',
    text: 'Choppy day and we only saw dolphins, but they gave us a free return trip as promised.',
  }),
  guest(10, 'whaleSafari', 'Aisha Rahman', 'aisha.rahman@example.com', 9, 'cs_test_j0Uw3EfY6hRs9ZfB2iVk5QcP8yOg1NjM4aSu7oCh', {
    n: 8, rating: 5, reviewer: 'Aisha R.',
    text: 'A humpback breached right next to the boat. Book the morning trip, the water is calmer.',
  }),
  guest(11, 'harborCruise', 'Ben Foster', 'ben.foster@example.com', 17, 'cs_test_k3Vx6FgZ9iSt2AgC5jWl8RdQ1zPh4OkN7bTv0pDi', {
    n: 9, rating: 4, reviewer: 'Ben F.',
    text: 'Relaxing cruise with great stories about the harbor. The sunset was spectacular.',
  }),
  guest(12, 'artWalk', 'Sofia Rossi', 'sofia.rossi@example.com', 19, 'cs_test_l6Wy9GhA2jTu5BhD8kXm1SeR4aQi7PlO0cUw3qEj', {
    n: 10, rating: 5, reviewer: 'Sofia R.',
    text: 'Our guide introduced us to two of the painters in their studios. A lovely afternoon.',
  }),
  guest(13, 'seaSaltMassage', 'Grace Liu', 'grace.liu@example.com', 22, 'cs_test_m9Xz2HiB5kUv8CiE1lYn4TfS7bRj0QmP3dVx6rFk', {
    n: 11, rating: 5, reviewer: 'Grace L.',
    text: 'The scrub smelled like the ocean and my shoulders have never felt better.',
  }),
  guest(14, 'seaSaltMassage', 'Olivia Brooks', 'olivia.brooks@example.com', 14, 'cs_test_n2Ya5IjC8lVw1DjF4mZo7UgT0cSk3RnQ6eWy9sGl', {
    n: 12, rating: 4, reviewer: 'Olivia B.',
    text: 'Wonderful therapist. The room was a little warm but I would book again.',
  }),
  guest(15, 'soundBath', 'Noah Patel', 'noah.patel@example.com', 12, 'cs_test_o5Zb8JkD1mWx4EkG7nAp0VhU3dTl6SoR9fXz2tHm', {
    n: 13, rating: 5, reviewer: 'Noah P.',
    text: 'Deeply calming. I fell asleep for a minute and woke up to the gongs, in the best way.',
  }),
  guest(16, 'jazzNight', 'Chloe Martin', 'chloe.martin@example.com', 20, 'cs_test_p8Ac1KlE4nXy7FlH0oBq3WiV6eUm9TpS2gYa5uIn', {
    n: 14, rating: 4, reviewer: 'Chloe M.',
    text: 'Tight band, amazing view. Come early for a table by the railing.',
  }),
  guest(17, 'jazzNight', 'Samuel Ortiz', 'samuel.ortiz@example.com', 11, 'cs_test_q1Bd4LmF7oYz0GmI3pCr6XjW9fVn2UqT5hZb8vJo', {
    n: 15, rating: 2, reviewer: 'Samuel O.',
    text: 'Music was good but service was slow and the welcome drink never came.',
  }),
  guest(18, 'sunsetPaddle', 'Isabella Nguyen', 'isabella.nguyen@example.com', 25, 'cs_test_r4Ce7MnG0pZa3HnJ6qDs9YkX2gWo5VrU8iAc1wKp', {
    n: 16, rating: 5, reviewer: 'Isabella N.',
    text: 'Glassy water, pelicans overhead and a pink sky. Easily the highlight of our trip.',
  }),
  // Paid guest bookings without a review.
  guest(19, 'dolphinSafari', 'Liam O\u2019Connor', 'liam.oconnor@example.com', 4, 'cs_test_s7Df0NoH3qAb6IoK9rEt2ZlY5hXp8WsV1jBd4xLq'),
  guest(20, 'comedyNight', 'Mia Johnson', 'mia.johnson@example.com', 3, 'cs_test_t0Eg3OpI6rBc9JpL2sFu5AmZ8iYq1XtW4kCe7yMr'),
  guest(21, 'couplesSpa', 'Ethan Wright', 'ethan.wright@example.com', 5, 'cs_test_u3Fh6PqJ9sCd2KqM5tGv8BnA1jZr4YuX7lDf0zNs'),
];

function guest(
  n: number,
  deal: keyof typeof DEAL_IDS,
  name: string,
  email: string,
  bookedDaysAgo: number,
  sessionId: string,
  review?: { n: number; rating: number; text: string; reviewer: string },
): BookingDefinition {
  return {
    id: bookingId(n),
    deal,
    guest: { name, email },
    status: 'confirmed',
    bookedHoursAgo: days(bookedDaysAgo),
    sessionId,
    ...(review && {
      review: { id: reviewId(review.n), rating: review.rating, text: review.text, reviewer: review.reviewer, hoursAfterBooking: days(2) },
    }),
  };
}
