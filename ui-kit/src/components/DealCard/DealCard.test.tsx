import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { pictures } from '../../pictures';
import { DealCard, type DealCardProps } from './DealCard';
import { DealCardSkeleton } from './DealCardSkeleton';

const base: DealCardProps = {
  title: 'Sunset Kayak Tour',
  price: 49,
  category: 'beach',
  position: 0,
  slots: 5,
  location: 'Laguna Beach, CA',
  onBook: () => {},
};

function renderCard(props: Partial<DealCardProps> = {}) {
  const onBook = vi.fn();
  renderWithTheme(<DealCard {...base} onBook={onBook} {...props} />);
  return { onBook };
}

describe('DealCard', () => {
  it('shows title, USD price, slots, location and an enabled Book Now', async () => {
    const { onBook } = renderCard();
    expect(screen.getByRole('heading', { level: 3, name: 'Sunset Kayak Tour' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Sunset Kayak Tour' })).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(screen.getByText('5 slots left')).toBeInTheDocument();
    expect(screen.getByText('Laguna Beach, CA')).toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book Now' });
    expect(book).toBeEnabled();
    await userEvent.click(book);
    expect(onBook).toHaveBeenCalledOnce();
  });

  it('shows "% OFF" and the struck original price only when the original is above the price', () => {
    renderCard({ originalPrice: 75 });
    expect(screen.getByText('35% OFF')).toBeInTheDocument();
    const original = screen.getByText('$75.00');
    expect(original.closest('s')).not.toBeNull();
  });

  it.each([null, undefined, 49, 30])('shows no discount for originalPrice %s', (originalPrice) => {
    renderCard({ originalPrice });
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('says how far the venue is after the location, read as "2.4 km away"', () => {
    renderCard({ distanceLabel: '2.4 km' });
    const line = screen.getByText('Laguna Beach, CA').closest('p')!;
    expect(line).toHaveTextContent('Location: Laguna Beach, CA·, 2.4 km away');
    expect(screen.getByText('Laguna Beach, CA')).toHaveAttribute('title', 'Laguna Beach, CA');
  });

  it('shows no distance without a position', () => {
    renderCard();
    expect(screen.getByText('Laguna Beach, CA').closest('p')).toHaveTextContent('Location: Laguna Beach, CA');
    expect(screen.queryByText(/away/)).toBeNull();
  });

  it('names the languages under the location, read with their label and separated by commas', () => {
    renderCard({ languages: ['English', 'Spanish', 'Chinese'] });
    const line = screen.getByText('English · Spanish · Chinese').closest('p')!;
    expect(line).toHaveTextContent('Languages: English · Spanish · ChineseEnglish, Spanish, Chinese');
    expect(screen.getByText('English · Spanish · Chinese')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('English, Spanish, Chinese', { selector: 'span:not([title])' })).toBeInTheDocument();
    expect(screen.getByTitle('English, Spanish, Chinese')).toBeInTheDocument();
  });

  it('reads the languages under the label it is given, and shows no line without languages', () => {
    renderCard({ languages: ['inglés', 'español'], languagesLabel: 'Idiomas:' });
    expect(screen.getByText('inglés · español').closest('p')).toHaveTextContent(/^Idiomas: /);
    renderCard({ languages: [] });
    renderCard();
    expect(screen.getAllByText(/Languages:|Idiomas:/)).toHaveLength(1);
  });

  it('shows rating and review count only when rated', () => {
    renderCard({ rating: 4.8, reviewCount: 124 });
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('(124 reviews)')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('says "(1 review)" for a single review and formats the rating with one decimal', () => {
    renderCard({ rating: 5, reviewCount: 1 });
    expect(screen.getByText('5.0')).toBeInTheDocument();
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
  });

  it('invents no rating: an unrated deal is labelled "New"', () => {
    renderCard({ rating: null, reviewCount: 0 });
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText(/review/)).not.toBeInTheDocument();
  });

  it('says "1 slot left" for the last slot', () => {
    renderCard({ slots: 1 });
    expect(screen.getByText('1 slot left')).toBeInTheDocument();
  });

  it('is sold out at 0 slots: badge shown, Book Now disabled', async () => {
    const { onBook } = renderCard({ slots: 0 });
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book Now' });
    expect(book).toBeDisabled();
    await userEvent.click(book);
    expect(onBook).not.toHaveBeenCalled();
  });

  it('stays in place once the deal left the catalogue: "No longer available", no spots, Book Now disabled', async () => {
    const { onBook } = renderCard({ removed: true, slots: 0 });
    expect(screen.getByText('No longer available')).toBeInTheDocument();
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
    expect(screen.queryByText('No slots left')).not.toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book Now' });
    expect(book).toBeDisabled();
    await userEvent.click(book);
    expect(onBook).not.toHaveBeenCalled();
  });

  it('can have Book Now disabled (before the page can act on it)', async () => {
    const { onBook } = renderCard({ bookDisabled: true });
    const book = screen.getByRole('button', { name: 'Book Now' });
    expect(book).toBeDisabled();
    await userEvent.click(book);
    expect(onBook).not.toHaveBeenCalled();
  });

  it('while booking shows "Processing...", is busy and ignores clicks', async () => {
    const { onBook } = renderCard({ booking: true });
    const button = screen.getByRole('button', { name: /Processing/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onBook).not.toHaveBeenCalled();
  });

  it('uses the deal image when given, with the caller alt text', () => {
    renderCard({ image: 'https://cdn.example/kayak.jpg', imageAlt: 'Kayaks on the beach' });
    expect(screen.getByRole('img', { name: 'Kayaks on the beach' })).toHaveAttribute('src', 'https://cdn.example/kayak.jpg');
  });

  it('falls back to a local picture chosen by category and position', () => {
    renderCard({ image: null, category: 'safari', position: 1 });
    expect(document.querySelector('img')).toHaveAttribute('src', pictures.safari[1]);
  });

  it('falls back to a local picture when the deal image fails to load', () => {
    renderCard({ image: 'https://cdn.example/broken.jpg', category: 'tour', position: 2 });
    const img = document.querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', pictures.tour[2]);
  });

  it('uses the requested heading level', () => {
    renderCard({ headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'Sunset Kayak Tour' })).toBeInTheDocument();
  });
});

describe('DealCardSkeleton', () => {
  it('is hidden from assistive technology by default', () => {
    renderWithTheme(<DealCardSkeleton />);
    expect(screen.getByTestId('deal-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces its label when given one', () => {
    renderWithTheme(<DealCardSkeleton label="Loading deal" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading deal');
  });
});

describe('DealCard times', () => {
  it('shows the start in a <time>, the other times and session spots', () => {
    renderCard({ startLabel: 'Starts in 40 min', startDateTime: '2026-11-24T20:40:00.000Z', moreTimes: 3, slots: 2, lastSpotsAt: 3 });
    expect(screen.getByText('Starts in 40 min').tagName).toBe('TIME');
    expect(screen.getByText('Starts in 40 min')).toHaveAttribute('datetime', '2026-11-24T20:40:00.000Z');
    expect(screen.getByText('· +3 more times')).toBeInTheDocument();
    expect(screen.getByText('Last 2 spots')).toBeInTheDocument();
  });

  it('reads "Sold out" for a session', () => {
    renderCard({ startLabel: 'Today 6:30 PM', slots: 0, lastSpotsAt: 3 });
    // The picture's badge and the spots line.
    expect(screen.getAllByText('Sold out')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it('keeps the spec wording without session wording', () => {
    renderCard({ startLabel: 'Any time', startTone: 'open', slots: 1 });
    expect(screen.getByText('1 slot left')).toBeInTheDocument();
    expect(screen.getByText('Any time')).toBeInTheDocument();
  });

  it('shows the price drop and links the title to the deal page', () => {
    renderCard({ priceDropLabel: 'Price drops to $40 by 4:15 PM', href: '/deals/x' });
    expect(screen.getByText('Price drops to $40 by 4:15 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunset Kayak Tour' })).toHaveAttribute('href', '/deals/x');
    expect(screen.getByRole('heading', { level: 3, name: 'Sunset Kayak Tour' })).toBeInTheDocument();
  });

  it('shows a heart only with onToggleSave, pressed when saved', async () => {
    const onToggleSave = vi.fn();
    renderCard();
    expect(screen.queryByRole('button', { name: 'Save deal' })).toBeNull();
    renderCard({ saved: true, onToggleSave, title: 'Saved tour' });
    await userEvent.click(screen.getByRole('button', { name: 'Saved', pressed: true }));
    expect(onToggleSave).toHaveBeenCalledOnce();
  });
});
