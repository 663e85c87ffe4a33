import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { BookingRow } from '../components/BookingRow';
import { DealCard } from '../components/DealCard';
import { ErrorState } from '../components/ErrorState';
import { StarRating } from '../components/StarRating';
import { around } from './interpolate';
import { KIT_TEXTS } from './kitTexts';
import { KitLocaleProvider } from './KitLocaleProvider';
import { useKitLocale } from './kitLocale';
import { SPANISH_DEAL_CARD_TEXTS } from './spanishSample';

const noop = () => {};

function Locale() {
  const { locale, texts } = useKitLocale();
  return <p>{`${locale} ${texts.errorState.retry}`}</p>;
}

describe('KitLocaleProvider', () => {
  it('is American English without a provider', () => {
    renderWithTheme(<Locale />);
    expect(screen.getByText('en-US Retry')).toBeInTheDocument();
  });

  it('gives the components below it their texts', () => {
    renderWithTheme(
      <KitLocaleProvider locale="es-US" texts={SPANISH_DEAL_CARD_TEXTS}>
        <DealCard
          title="Tour en kayak"
          price={49}
          originalPrice={75}
          category="beach"
          position={0}
          slots={2}
          lastSpotsAt={3}
          location="Laguna Beach, CA"
          distanceLabel="2.4 km"
          rating={4.8}
          reviewCount={124}
          onBook={noop}
        />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Reservar ahora' })).toBeInTheDocument();
    expect(screen.getByText('35% DE DESCUENTO')).toBeInTheDocument();
    expect(screen.getByText('Últimos 2 lugares')).toBeInTheDocument();
    expect(screen.getByText('(124 reseñas)')).toBeInTheDocument();
    // The words read around a value shown apart are cut around it, wherever the language puts it.
    expect(screen.getByText('4.8').parentElement).toHaveTextContent('Calificación: 4.8 de 5(124 reseñas)');
    expect(screen.getByText('2.4 km').parentElement).toHaveTextContent('·, a 2.4 km');
  });

  it('leaves the texts a prop gives', () => {
    renderWithTheme(
      <KitLocaleProvider locale="es-US" texts={{ ...KIT_TEXTS, errorState: { title: 'Algo salió mal', retry: 'Reintentar' } }}>
        <ErrorState message="Sin conexión" onRetry={noop} retryLabel="Volver a intentar" />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeInTheDocument();
  });

  it('formats prices, dates and numbers in its locale', () => {
    renderWithTheme(
      <KitLocaleProvider locale="zh-Hans-CN">
        <BookingRow title="皮划艇" status="confirmed" bookingTime="2026-11-22T12:00:00.000Z" timeZone="UTC" price={49} />
        <StarRating rating={4.75} reviewCount={8} />
      </KitLocaleProvider>,
    );
    expect(screen.getByText('US$49.00')).toBeInTheDocument();
    expect(screen.getByText('2026年11月22日')).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
  });
});

describe('around', () => {
  it('cuts a text around its value', () => {
    expect(around(KIT_TEXTS.starRating.rated)).toEqual(['Rated ', ' out of 5']);
    expect(around((time) => `还剩 ${time} 为您保留名额`)).toEqual(['还剩 ', ' 为您保留名额']);
  });

  it('takes a text without the value as all before it', () => {
    expect(around(() => 'Bewertet')).toEqual(['Bewertet', '']);
  });
});
