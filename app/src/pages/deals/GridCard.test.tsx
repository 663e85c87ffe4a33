import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_NOW, sampleDeal } from '@spur/demo-data';
import { ThemeProvider } from '@spur/ui-kit';
import type * as Kit from '@spur/ui-kit';
import { toDealCard } from './dealCard';
import { GridCard, type GridCardProps } from './GridCard';

/** Renders of the kit's DealCard. */
const renders = vi.hoisted(() => vi.fn());
vi.mock('@spur/ui-kit', async (importOriginal) => {
  const kit = await importOriginal<typeof Kit>();
  return {
    ...kit,
    DealCard: (props: Parameters<typeof kit.DealCard>[0]) => {
      renders();
      return kit.DealCard(props);
    },
  };
});

function setUp(props: GridCardProps) {
  const ui = (next: GridCardProps) => (
    <ThemeProvider>
      <MemoryRouter>
        <GridCard {...next} />
      </MemoryRouter>
    </ThemeProvider>
  );
  const view = render(ui(props));
  renders.mockClear();
  return { rerender: (next: GridCardProps) => view.rerender(ui(next)) };
}

describe('GridCard', () => {
  const onBook = vi.fn();
  const props: GridCardProps = { deal: sampleDeal, card: toDealCard(sampleDeal, 0, SAMPLE_NOW), booking: false, removed: false, priority: true, onBook };

  it('does not render again for card data equal to what it shows (a new clock, the same text)', () => {
    const { rerender } = setUp(props);
    rerender({ ...props, card: toDealCard(sampleDeal, 0, new Date(SAMPLE_NOW.getTime() + 1_000)) });
    expect(renders).not.toHaveBeenCalled();
  });

  it('renders again when a field of the card, its state or its deal changes', () => {
    const { rerender } = setUp(props);
    rerender({ ...props, card: { ...props.card, slots: 3 } });
    expect(renders).toHaveBeenCalledTimes(1);
    rerender({ ...props, card: { ...props.card, slots: 3 }, booking: true });
    expect(renders).toHaveBeenCalledTimes(2);
    rerender({ ...props, card: { ...props.card, slots: 3 }, booking: true, deal: { ...sampleDeal } });
    expect(renders).toHaveBeenCalledTimes(3);
  });

  it('Book Now hands its deal to onBook', async () => {
    setUp(props);
    await userEvent.click(screen.getByRole('button', { name: /book now/i }));
    expect(onBook).toHaveBeenCalledWith(sampleDeal);
  });
});
