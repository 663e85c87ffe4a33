/**
 * The profile's Saved tab (issue 31): the person's saved deals as cards with their hearts (an
 * unsaved card stays until the tab is opened again, so a slip can be undone), or an empty state
 * with a link to the deals; then their saved businesses (SavedBusinesses).
 */
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { Heart } from 'lucide-react';
import { Button, Centre, DealCard, DealGrid, EmptyState, ErrorState, Spinner } from '@spur/ui-kit';
import type { Deal } from '@spur/contract';
import { useLocale } from '@spur/i18n/react';
import { getSavedDeals } from '../../api';
import { errorMessage } from '../../api/errors';
import { useResource } from '../../data/useResource';
import { useCardLanguages } from '../../languages';
import { renderRouterLink } from '../../routing/renderLink';
import { useSavedDeals } from '../../saved/useSavedDeals';
import { useNow, useViewerTimeZone } from '../../time';
import { dealPath, toDealCard } from '../deals/dealCard';
import { ACCOUNT_COPY } from './copy';
import { SavedBusinesses } from './SavedBusinesses';
import { SectionTitle, Stack } from './Section';

const DealsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

function SavedGrid({ deals }: { deals: readonly Deal[] }) {
  const copy = useCopy(ACCOUNT_COPY).profile.saved;
  const navigate = useNavigate();
  const now = useNow();
  const viewerZone = useViewerTimeZone();
  const locale = useLocale();
  const languagesOf = useCardLanguages();
  const hearts = useSavedDeals(deals.map((deal) => deal.id));
  return (
    <DealGrid as="ul" aria-label={copy.heading}>
      {deals.map((deal, index) => (
        <DealCard
          key={deal.id}
          {...toDealCard(deal, index, now, viewerZone, locale)}
          {...languagesOf(deal.languages)}
          renderLink={renderRouterLink}
          headingLevel={3}
          // Times and the checkout are on the deal's page.
          onBook={() => void navigate(dealPath(deal.id))}
          {...(hearts.shown ? { saved: hearts.isSaved(deal.id), saveBusy: hearts.isBusy(deal.id), onToggleSave: () => hearts.toggle(deal.id) } : {})}
        />
      ))}
    </DealGrid>
  );
}

function SavedDeals() {
  const copy = useCopy(ACCOUNT_COPY).profile.saved;
  const titleId = useId();
  const load = useResource((signal) => getSavedDeals({ signal }), []);

  let content;
  if (load.status === 'loading') {
    content = (
      <Centre paddingBlock={12}>
        <Spinner label={copy.loading} size="lg" />
      </Centre>
    );
  } else if (load.status === 'error') {
    content = <ErrorState title={copy.errorTitle} message={errorMessage(load.error)} onRetry={load.retry} retryLabel={copy.retry} />;
  } else if (load.data.length === 0) {
    content = (
      <EmptyState
        icon={<Heart aria-hidden="true" />}
        title={copy.emptyTitle}
        description={copy.emptyText}
        action={
          <Button asChild>
            <Link to="/deals">{copy.browseDeals}</Link>
          </Button>
        }
      />
    );
  } else {
    content = <SavedGrid deals={load.data} />;
  }

  return (
    <DealsSection aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{copy.heading}</SectionTitle>
      {content}
    </DealsSection>
  );
}

export function SavedTab() {
  return (
    <Stack>
      <SavedDeals />
      <SavedBusinesses />
    </Stack>
  );
}
