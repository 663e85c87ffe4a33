/**
 * One card of the /deals grid, rendered again only when what it shows changes. The page renders
 * every card's data from the clock, the viewer's zone and locale: once a minute, and once right
 * after hydration (the server's clock gives way to the browser's). Mostly nothing on a card changes
 * then, and 24 cards of styled components rendered for nothing made the page's longest task.
 */
import { memo } from 'react';
import type { Deal } from '@spur/contract';
import { DealCard } from '@spur/ui-kit';
import { useCardLanguages } from '../../languages';
import { renderRouterLink } from '../../routing/renderLink';
import { useHydrated } from '../../ssr/lazyPart';
import type { DealCardData } from './dealCard';

export interface GridCardProps {
  deal: Deal;
  /** The card's data (`toDealCard`): compared field by field. */
  card: DealCardData;
  booking: boolean;
  removed: boolean;
  priority: boolean;
  /** Book Now on this deal; must keep its identity between renders (the page's is stable). */
  onBook: (deal: Deal) => void;
  /** The heart: saved, a save under way, and the (stable) toggle; no heart without `onToggleSave`. */
  saved?: boolean;
  saveBusy?: boolean;
  onToggleSave?: (dealId: string) => void;
}

function sameCard(a: DealCardData, b: DealCardData): boolean {
  const keys = Object.keys(a) as (keyof DealCardData)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export const GridCard = memo(
  function GridCard({ deal, card, booking, removed, priority, onBook, saved, saveBusy, onToggleSave }: GridCardProps) {
    // Book Now needs the page's scripts: disabled until they have hydrated it, never a dead button.
    const hydrated = useHydrated();
    const languagesOf = useCardLanguages();
    return (
      <DealCard
        {...card}
        {...languagesOf(deal.languages)}
        renderLink={renderRouterLink}
        headingLevel={2}
        booking={booking}
        bookDisabled={!hydrated}
        removed={removed}
        onBook={() => onBook(deal)}
        priority={priority}
        saved={saved}
        saveBusy={saveBusy}
        {...(onToggleSave ? { onToggleSave: () => onToggleSave(deal.id) } : {})}
      />
    );
  },
  (before, after) =>
    before.deal === after.deal &&
    before.booking === after.booking &&
    before.removed === after.removed &&
    before.priority === after.priority &&
    before.onBook === after.onBook &&
    before.saved === after.saved &&
    before.saveBusy === after.saveBusy &&
    before.onToggleSave === after.onToggleSave &&
    sameCard(before.card, after.card),
);
