/**
 * /deals?search=&category= (SPEC §2 /deals, §3 deal card, §8): every deal, or the ones matching a
 * search and/or a category, as a responsive grid of DealCards. Book Now runs the checkout machine
 * and sends the browser to the payment page.
 *
 * A `category` value that is none of the five (a hand-edited URL) is not sent to the API: the page
 * says it does not know that category, shows deals of every category, and offers Clear All Filters.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { ArrowLeft, Info, X } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  DealCard,
  DealCardSkeleton,
  DealGrid,
  EmptyState,
  ErrorState,
  PageHeader,
  SearchBox,
  Spinner,
  toast,
  Page,
} from '@spur/ui-kit';
import { DEALS_COPY } from './deals/copy';
import { liveCheckoutMachine } from '../machines/live';
import { useSession } from '../session';
import { dealsUrl, hasActiveFilter, parseDealsQuery, DEALS_PATH } from './deals/query';
import { dealsSubtitle } from './deals/subtitle';
import { toBookableDeal, toDealCard } from './deals/dealCard';
import { listDeals } from '../api';
import { errorMessage } from '../api/errors';
import { useResource } from '../data/useResource';

const SKELETONS = 8;

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
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const query = parseDealsQuery(params);
  const filtered = hasActiveFilter(query);
  // Errors carry the API client's deals wording ("Failed to fetch deals: {status} {statusText}").
  const deals = useResource(
    (signal) =>
      listDeals({ ...(query.search ? { search: query.search } : {}), ...(query.category ? { category: query.category } : {}) }, { signal }),
    [query.search, query.category],
  );

  // The search box follows the URL (back/forward, Clear All Filters) but keeps what is being typed.
  const [input, setInput] = useState(query.search);
  const [shownSearch, setShownSearch] = useState(query.search);
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    setInput(query.search);
  }

  const [checkout] = useState(() => liveCheckoutMachine({ toast }));
  const [checkoutState, send] = useMachine(checkout);
  const bookingDealId = checkoutState.hasTag('busy') ? checkoutState.context.dealId : null;

  // Coming back from the payment page through the back/forward cache: Book Now works again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: 'RESET' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [send]);

  // A search sets only the search parameter (the category is dropped, SPEC §2).
  const search = (term: string) => navigate(dealsUrl({ search: term }));
  // The clear (x) button drops the search and keeps the category.
  const clearSearch = () => {
    if (query.search) navigate(dealsUrl({ category: params.get('category') }));
  };
  const clearAll = () => navigate(DEALS_PATH);

  let content;
  if (deals.status === 'loading') {
    content = (
      <Loading>
        <Spinner label={DEALS_COPY.loading} size="lg" />
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
        title={DEALS_COPY.errorTitle}
        message={errorMessage(deals.error)}
        retryLabel={DEALS_COPY.retry}
        onRetry={() => window.location.reload()}
      />
    );
  } else if (deals.data.length === 0) {
    content = filtered ? (
      <EmptyState
        title={DEALS_COPY.emptyFiltered}
        description={DEALS_COPY.emptyFilteredHint}
        action={<Button onClick={clearAll}>{DEALS_COPY.showAll}</Button>}
      />
    ) : (
      <EmptyState title={DEALS_COPY.emptyAll} description={DEALS_COPY.emptyAllHint} />
    );
  } else {
    content = (
      <>
        <Count>{DEALS_COPY.count(deals.data.length)}</Count>
        <DealGrid as="ul" aria-label={DEALS_COPY.gridLabel}>
          {deals.data.map((deal, index) => (
            <DealCard
              key={deal.id}
              {...toDealCard(deal, index)}
              headingLevel={2}
              booking={bookingDealId === deal.id}
              onBook={() => send({ type: 'BOOK', deal: toBookableDeal(deal), signedIn: status === 'authenticated' })}
            />
          ))}
        </DealGrid>
      </>
    );
  }

  return (
    <Page as="main">
      <PageHeader
        back={
          <Button asChild variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" />}>
            <Link to="/">{DEALS_COPY.backHome}</Link>
          </Button>
        }
        title={DEALS_COPY.heading}
        subtitle={dealsSubtitle(query)}
      />
      <Toolbar>
        <SearchBox
          value={input}
          onValueChange={setInput}
          onSearch={search}
          onClear={clearSearch}
          label={DEALS_COPY.searchLabel}
          placeholder={DEALS_COPY.searchPlaceholder}
        />
        {filtered && (
          <Button variant="outline" icon={<X aria-hidden="true" />} onClick={clearAll}>
            {DEALS_COPY.clearFilters}
          </Button>
        )}
      </Toolbar>
      {query.unknownCategory !== null && (
        <Notice>
          <Info aria-hidden="true" />
          {DEALS_COPY.unknownCategory(query.unknownCategory)}
        </Notice>
      )}
      {content}
    </Page>
  );
}
