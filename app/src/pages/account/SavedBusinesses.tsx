/**
 * The Saved tab's businesses (issue 31): each saved business with how many live deals it has and
 * links to its newest ones, and its "Saved" button to unsave it (the row stays until the tab is
 * opened again, so a slip can be undone); a short note when there are none.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { Store } from 'lucide-react';
import { Centre, ErrorState, SaveBusinessButton, Spinner } from '@spur/ui-kit';
import type { SavedBusiness } from '@spur/contract';
import { getSavedBusinesses } from '../../api';
import { errorMessage } from '../../api/errors';
import { useResource } from '../../data/useResource';
import { useSavedBusinesses } from '../../saved/useSavedBusinesses';
import { dealPath } from '../deals/dealCard';
import { ACCOUNT_COPY } from './copy';
import { Section } from './Section';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const DealLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & a {
    color: ${({ theme }) => theme.colors.accent.hover};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

function BusinessList({ businesses }: { businesses: readonly SavedBusiness[] }) {
  const copy = useCopy(ACCOUNT_COPY).profile.saved.businesses;
  const saved = useSavedBusinesses(businesses.map((business) => business.id));
  return (
    <List aria-label={copy.heading}>
      {businesses.map((business) => {
        const more = business.live_deals - business.deals.length;
        return (
          <Item key={business.id}>
            <Facts>
              <Name>{business.name}</Name>
              <Muted>{copy.liveDeals(business.live_deals)}</Muted>
              {business.deals.length > 0 && (
                <DealLinks aria-label={copy.dealsLabel(business.name)}>
                  {business.deals.map((deal) => (
                    <li key={deal.id}>
                      <Link to={dealPath(deal.id)}>{deal.title}</Link>
                    </li>
                  ))}
                  {more > 0 && <li>{copy.moreDeals(more)}</li>}
                </DealLinks>
              )}
            </Facts>
            {saved.shown && (
              <SaveBusinessButton
                businessName={business.name}
                saved={saved.isSaved(business.id)}
                busy={saved.isBusy(business.id)}
                onToggle={() => saved.toggle(business.id)}
              />
            )}
          </Item>
        );
      })}
    </List>
  );
}

export function SavedBusinesses() {
  const { saved } = useCopy(ACCOUNT_COPY).profile;
  const copy = saved.businesses;
  const load = useResource((signal) => getSavedBusinesses({ signal }), []);

  let content;
  if (load.status === 'loading') {
    content = (
      <Centre paddingBlock={4}>
        <Spinner label={copy.loading} />
      </Centre>
    );
  } else if (load.status === 'error') {
    content = <ErrorState title={copy.errorTitle} message={errorMessage(load.error)} onRetry={load.retry} retryLabel={saved.retry} />;
  } else if (load.data.length === 0) {
    content = <Muted>{copy.empty}</Muted>;
  } else {
    content = <BusinessList businesses={load.data} />;
  }

  return (
    <Section title={copy.heading} description={copy.description} icon={<Store aria-hidden="true" />}>
      {content}
    </Section>
  );
}
