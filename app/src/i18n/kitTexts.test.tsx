import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { localize } from '@spur/i18n';
import { BookingRow, DealCard, KIT_TEXTS, PriceTag } from '@spur/ui-kit';
import { renderWithProviders } from '../test/render';
import { loadLocale } from './catalogs';
import { KIT_TEXTS_COPY } from './kitTexts';

/** What each text with values is called with, to compare the app's English with the kit's. */
const SAMPLES: Record<string, readonly (readonly (string | number)[])[]> = {
  'footer.socialMedia': [['Contact']],
  'toast.region': [['{hotkey}']],
  'dealPicture.discount': [['35']],
  'slotsLeft.slots': [[0], [1], [2], [1234]],
  'slotsLeft.spots': [[0], [1], [5], [1234]],
  'slotsLeft.lastSpots': [[1], [2]],
  'starRating.rated': [['4.8']],
  'starRating.reviews': [[0], [1], [124], [1234]],
  'dealCard.away': [['2.4 km']],
  'dealCard.moreTimes': [[1], [3]],
  'saveBusinessButton.savedName': [['Harborlight Spa']],
  'saveBusinessButton.saveName': [['Harborlight Spa']],
  'starInput.star': [[1], [4]],
  'reviewItem.rated': [[1], [4]],
  'reviewItem.responseFrom': [['Harborlight Spa']],
  'reviewForm.characters': [['120', '1,000']],
  'holdCountdown.holding': [['14:32']],
  'waitlistNotice.heldUntil': [['3:42 PM']],
  'alertForm.centre': [['Laguna Beach']],
  'alertList.within': [['5']],
  'alertList.upTo': [['$40.00']],
  'alertList.deleteAlert': [['Laguna Beach']],
  'alertSettingsForm.note': [['America/Los_Angeles']],
  'inboxBell.unread': [[2]],
  'inboxBell.newFrom': [['Harborlight Spa']],
  'inboxBell.metresAway': [['350']],
  'inboxBell.kilometresAway': [['2.4']],
  'inboxBell.was': [['$45.00']],
  'bookingRow.status': [['confirmed'], ['pending'], ['cancelled'], ['Cancelled'], ['partially_refunded'], ['']],
  'bookingRow.detailsOf': [['Surf Lesson']],
  'mailPreview.frame': [['Your booking']],
};

/** Every text of a KitTexts as `path → what it says` (a text with values: for each of its samples). */
function said(texts: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) => {
      const path = `${prefix}${key}`;
      if (typeof value === 'string') return [[path, value]];
      if (typeof value === 'function') return (SAMPLES[path] ?? [[]]).map((args, index) => [`${path}#${index}`, (value as (...values: unknown[]) => string)(...args)]);
      return Object.entries(said(value as object, `${path}.`));
    }),
  );
}

describe("the kit's texts in the app", () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it("are the kit's own in English, word for word", () => {
    expect(said(KIT_TEXTS_COPY)).toEqual(said(KIT_TEXTS));
  });

  it('give every text with values a sample', () => {
    const functions = Object.keys(said(KIT_TEXTS)).filter((path) => path.includes('#'));
    expect(functions.filter((path) => !(path.split('#')[0]! in SAMPLES))).toEqual([]);
  });

  it.each([
    ['es', 'Quedan 5 lugares', 'Último lugar', 'Guardada', 'Guardado', 'Guardados', 'Confirmada'],
    ['zh-Hans', '剩余 5 个名额', '最后 1 个名额', '已收藏', '已收藏', '收藏', '已确认'],
  ] as const)('%s: counts, genders and statuses', (locale, fiveSpots, lastSpot, savedDeal, savedBusiness, savedTab, confirmed) => {
    const texts = localize(KIT_TEXTS_COPY, locale);
    expect(texts.slotsLeft.spots(5)).toBe(fiveSpots);
    expect(texts.slotsLeft.lastSpots(1)).toBe(lastSpot);
    expect([texts.saveButton.saved, texts.saveBusinessButton.saved, texts.profileTabs.saved]).toEqual([savedDeal, savedBusiness, savedTab]);
    expect(texts.bookingRow.status('Confirmed')).toBe(confirmed);
    // A status the contract does not have is shown as the kit shows it.
    expect(texts.bookingRow.status('partially_refunded')).toBe('Partially refunded');
  });

  it.each([
    ['es', 'Reservar ahora', '35% DE DESCUENTO', 'Calificación: 4.8 de 5(124 reseñas)', '$49.00', 'Precio original: $75.00', '22 nov 2026', 'Ver detalles de Kayak'],
    ['zh-Hans', '立即预订', '省35%', '评分 4.8（满分 5 分）（124 条评价）', 'US$49.00', '原价： US$75.00', '2026年11月22日', '查看详情 （Kayak）'],
  ] as const)('%s: the kit speaks the page language, and formats in it', (locale, book, discount, rating, price, original, date, details) => {
    renderWithProviders(
      <>
        <DealCard title="Kayak" price={49} originalPrice={75} category="beach" position={0} slots={4} location="Laguna Beach, CA" rating={4.8} reviewCount={124} onBook={() => {}} />
        <BookingRow title="Kayak" status="confirmed" bookingTime="2026-11-22T12:00:00.000Z" timeZone="UTC" price={49} detailsHref="/booking-details/1" />
        <PriceTag price={49} originalPrice={75} />
      </>,
      { locale },
    );
    expect(screen.getByRole('button', { name: book })).toBeInTheDocument();
    expect(screen.getByText(discount)).toBeInTheDocument();
    expect(screen.getByText('4.8').parentElement).toHaveTextContent(rating);
    expect(screen.getAllByText(price).length).toBeGreaterThan(0);
    expect(screen.getAllByText(original.split(' ').at(-1)!)[0]!.parentElement).toHaveTextContent(original);
    expect(screen.getByText(date)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: details })).toHaveAttribute('href', '/booking-details/1');
  });
});
