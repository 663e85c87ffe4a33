/**
 * /deals?search=&category=&when=&lat=&lng=&radius_km=&sort=&view= (SPEC §2 /deals, §3 deal card,
 * §8, issues 9 and 10): every deal, or the ones matching a search, a category and/or a time (the
 * When chips), soonest start first (the API's order), or around a centre (Near me: distances on
 * the cards, "now near me", nearest or soonest, within a radius), as a responsive grid of
 * DealCards whose times tick every minute, or on a map (its own chunk), a page at a time ("Show
 * more"; back from a deal, the cards loaded and the scroll position come back). Book Now runs
 * the checkout machine and sends the browser to the payment page; on a deal with several times
 * it first opens the time picker (its own chunk).
 *
 * A `category` value that is none of the five (a hand-edited URL) is not sent to the API: the page
 * says it does not know that category, shows deals of every category, and offers Clear All Filters.
 */
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Deal } from '@spur/contract';
import { ArrowLeft, Info, X } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  DealCardSkeleton,
  DealGrid,
  EmptyState,
  ErrorState,
  FilterChips,
  PageHeader,
  SearchBox,
  Spinner,
  Page,
} from '@spur/ui-kit';
import { useCopy, useLocale } from '@spur/i18n/react';
import { DEALS_COPY } from './deals/copy';
import {
  dealsPageUrl,
  dealsParams,
  dealsUrl,
  hasActiveFilter,
  parseCursor,
  parseDealsQuery,
  parseView,
  placeParams,
  DEALS_PATH,
  type DealsView,
  type PlaceState,
} from './deals/query';
import { LazyDealsMap, preloadDealsMap } from './deals/map';
import { MapPopup } from './deals/MapPopup';
import { config } from '../config';
import { NearMeBar } from './deals/NearMeBar';
import { LanguageFilter } from './deals/LanguageFilter';
import { useNearMe } from './deals/useNearMe';
import { dealsSubtitle } from './deals/subtitle';
import { bookAction, toBookableDeal, toDealCard } from './deals/dealCard';
import { WHEN_COPY, whenOptions } from './deals/when';
import { useCheckout } from './deals/useCheckout';
import { errorMessage } from '../api/errors';
import { useLiveDeals } from '../live';
import { GridCard } from './deals/GridCard';
import { useSavedDeals } from '../saved/useSavedDeals';
import { ShowMore } from './deals/ShowMore';
import { useDealPages } from './deals/useDealPages';
import { formatCount, useCurrentTime, useNow, useViewerTimeZone } from '../time';
import { radiusOptions } from '../place';
import { renderRouterLink } from '../routing/renderLink';

const TimePickerDialog = lazy(() => import('./deals/TimePickerDialog'));

const SKELETONS = 8;

const viewOptions = (copy: typeof DEALS_COPY): ReadonlyArray<{ value: DealsView; label: string }> => [
  { value: 'list', label: copy.views.list },
  { value: 'map', label: copy.views.map },
];

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
  }
  & > form {
    max-width: ${({ theme }) => theme.sizes.narrow};
  }
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent.subtle};
  color: ${({ theme }) => theme.colors.accent.hover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
`;

const Chips = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  & > [role='status'] {
    padding-block: ${({ theme }) => theme.space[2]};
  }
  & > :last-child {
    width: 100%;
  }
`;

/** The list of SPEC §2 /deals. */
export default function DealsPage() {
  const copy = useCopy(DEALS_COPY);
  const whenCopy = useCopy(WHEN_COPY);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const now = useNow();
  const currentTime = useCurrentTime();
  const viewerZone = useViewerTimeZone();
  const query = parseDealsQuery(params);
  const filtered = hasActiveFilter(query);
  const { place } = query;
  const view = parseView(params);
  // A later page opened through the "Show more" link (without scripts): the list starts there.
  const from = parseCursor(params);
  // The view as the links keep it (a category the page does not know stays in the URL).
  const shown = { search: query.search, category: params.get('category'), when: query.when, language: query.language, place, view };
  const locale = useLocale();
  // A page at a time, kept for this history entry (back from a deal). Errors carry the API
  // client's deals wording ("Failed to fetch deals: {status} {statusText}").
  const deals = useDealPages({
    ...(query.search ? { search: query.search } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.when ? { when: query.when } : {}),
    ...(query.language ? { language: query.language } : {}),
    ...Object.fromEntries(placeParams(place)),
    ...(from ? { cursor: from } : {}),
  });
  // Issue 10: spots, sold-out times and withdrawn deals change in place as they change elsewhere.
  const removed = useLiveDeals(deals, query.when);

  // Near me (issue 10): the URL holds the place; the machine asks the browser when pressed.
  const showPlace = (next: PlaceState, { replace = false } = {}) => navigate(dealsUrl({ ...shown, place: next }), { replace });
  const nearMe = useNearMe(place, showPlace);

  // The search box follows the URL (back/forward, Clear All Filters) but keeps what is being typed.
  const [input, setInput] = useState(query.search);
  const [shownSearch, setShownSearch] = useState(query.search);
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    setInput(query.search);
  }

  const { bookingDealId, busy, book } = useCheckout();
  const hearts = useSavedDeals();
  // The deal whose times the picker shows (Book Now on a deal with several times).
  const [picking, setPicking] = useState<Deal | null>(null);

  const onBook = (deal: Deal) => {
    // The price of this very moment (the server checks the amount against its own clock).
    const action = bookAction(deal, currentTime());
    if (action.kind === 'checkout') book(action.deal);
    else if (action.kind === 'pick') setPicking(deal);
  };
  // The same function for every render, calling this render's `onBook`: the grid's cards skip
  // renders that change nothing on them (GridCard).
  const latestOnBook = useRef(onBook);
  useLayoutEffect(() => {
    latestOnBook.current = onBook;
  });
  const bookDeal = useCallback((deal: Deal) => latestOnBook.current(deal), []);

  // A search sets only the search parameter (the category is dropped, SPEC §2); the time, the language, the place and the view stay.
  const search = (term: string) => navigate(dealsUrl({ search: term, when: query.when, language: query.language, place, view }));
  // The clear (x) button drops the search and keeps the category, the time, the language, the place and the view.
  const clearSearch = () => {
    if (query.search) navigate(dealsUrl({ category: params.get('category'), when: query.when, language: query.language, place, view }));
  };
  // Clearing the filters keeps where distances are measured from (the radius is a filter) and the view.
  const clearAllUrl = place.centre || view === 'map' ? dealsUrl({ place: { ...place, radiusKm: null }, view }) : DEALS_PATH;
  const nextPageUrl = (cursor: string) => dealsPageUrl(shown, cursor);

  let content;
  if (deals.status === 'loading') {
    content = (
      <Loading>
        <Spinner label={copy.loading} size="lg" />
        <DealGrid aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <DealCardSkeleton key={index} />
          ))}
        </DealGrid>
      </Loading>
    );
  } else if (deals.status === 'error') {
    content = (
      <ErrorState
        title={copy.errorTitle}
        message={errorMessage(deals.error)}
        retryLabel={copy.retry}
        onRetry={() => window.location.reload()}
      />
    );
  } else if (deals.data.length === 0) {
    content = filtered ? (
      <EmptyState
        title={copy.emptyFiltered}
        description={copy.emptyFilteredHint}
        action={
          <Button asChild>
            <Link to={clearAllUrl}>{copy.showAll}</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState title={copy.emptyAll} description={copy.emptyAllHint} />
    );
  } else if (view === 'map') {
    content = (
      <>
        <Count>{copy.matching(deals.total, deals.totalCapped, formatCount(deals.total, locale))}</Count>
        <LazyDealsMap
          deals={deals.data}
          {...(place.centre ? { centre: place.centre } : {})}
          tileUrl={config.tileUrl}
          attribution={config.tileAttribution}
          renderPopup={(deal) => {
            const card = toDealCard(deal, 0, now, viewerZone, locale);
            return (
              <MapPopup
                card={card}
                booking={bookingDealId === deal.id}
                removed={removed.has(deal.id)}
                disabled={busy || removed.has(deal.id) || card.slots <= 0 || bookAction(deal, now).kind === 'none'}
                onBook={() => onBook(deal)}
              />
            );
          }}
        />
        <ShowMore pages={deals} nextHref={nextPageUrl} later={from !== null} />
      </>
    );
  } else {
    content = (
      <>
        <Count>{copy.matching(deals.total, deals.totalCapped, formatCount(deals.total, locale))}</Count>
        <DealGrid as="ul" aria-label={copy.gridLabel}>
          {deals.data.map((deal, index) => (
            <GridCard
              key={deal.id}
              deal={deal}
              card={toDealCard(deal, index, now, viewerZone, locale)}
              booking={bookingDealId === deal.id}
              removed={removed.has(deal.id)}
              onBook={bookDeal}
              priority={index === 0}
              {...(hearts.shown ? { saved: hearts.isSaved(deal.id), saveBusy: hearts.isBusy(deal.id), onToggleSave: hearts.toggle } : {})}
            />
          ))}
        </DealGrid>
        <ShowMore pages={deals} nextHref={nextPageUrl} later={from !== null} />
      </>
    );
  }

  return (
    <Page as="main">
      <PageHeader
        back={
          <Button asChild variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" />}>
            <Link to="/">{copy.backHome}</Link>
          </Button>
        }
        title={copy.heading}
        subtitle={dealsSubtitle(query, copy, whenCopy)}
      />
      <Chips>
        {/* A chip keeps the search, the category, the place and the view. */}
        <FilterChips
          label={copy.whenLabel}
          options={whenOptions(whenCopy)}
          value={query.when ?? 'any'}
          hrefFor={(when) => dealsUrl({ ...shown, when })}
          renderLink={renderRouterLink}
        />
      </Chips>
      <Chips>
        <LanguageFilter value={query.language} hrefFor={(language) => dealsUrl({ ...shown, language })} hiddenFields={dealsParams({ ...shown, language: null })} />
      </Chips>
      <Chips onPointerEnter={preloadDealsMap} onFocus={preloadDealsMap}>
        <FilterChips
          label={copy.viewLabel}
          options={viewOptions(copy)}
          value={view}
          hrefFor={(next) => dealsUrl({ ...shown, view: next })}
          renderLink={renderRouterLink}
        />
      </Chips>
      <NearMeBar
        place={place}
        locating={nearMe.locating}
        failure={nearMe.failure}
        radiusOptions={radiusOptions(locale)}
        onLocate={nearMe.locate}
        onForget={nearMe.forget}
        placeHref={(next) => dealsUrl({ ...shown, place: next })}
      />
      <Toolbar>
        <SearchBox
          value={input}
          onValueChange={setInput}
          onSearch={search}
          onClear={clearSearch}
          // Without scripts (or before them) the same search as a GET form, keeping what onSearch keeps.
          action={DEALS_PATH}
          hiddenFields={dealsParams({ when: query.when, language: query.language, place, view })}
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
        />
        {filtered && (
          <Button asChild variant="outline" icon={<X aria-hidden="true" />}>
            <Link to={clearAllUrl}>{copy.clearFilters}</Link>
          </Button>
        )}
      </Toolbar>
      {query.unknownCategory !== null && (
        <Notice>
          <Info aria-hidden="true" />
          {copy.unknownCategory(query.unknownCategory)}
        </Notice>
      )}
      {content}
      {picking && (
        <Suspense fallback={null}>
          <TimePickerDialog
            deal={picking}
            open
            onOpenChange={(open) => {
              if (!open) setPicking(null);
            }}
            busy={busy}
            onConfirm={(choice) => book({ ...toBookableDeal(picking), ...choice })}
          />
        </Suspense>
      )}
    </Page>
  );
}
