/**
 * Below the deals of /deals: how many of the matching deals are shown, and "Show more", a real
 * button that loads the next page (busy while it loads; a failure says so above it and the
 * button tries again). When the new cards arrive, the focus moves to the first of them, so a
 * keyboard user goes on reading where the list grew.
 */
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@spur/ui-kit';
import { errorMessage } from '../../api/errors';
import { DEALS_COPY } from './copy';
import type { DealPages } from './useDealPages';

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const Shown = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.destructive.base};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export interface ShowMoreProps {
  /** The deals loaded so far and how to load more. */
  pages: DealPages;
}

/** Right after the list of cards (`ul > li`), whose first new card takes the focus; after the map, nothing does. */
export function ShowMore({ pages }: ShowMoreProps) {
  const self = useRef<HTMLDivElement>(null);
  const loaded = pages.status === 'success' ? pages.data.length : 0;
  // How many cards there were when Show more was pressed: the next one takes the focus.
  const focusFrom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || loaded <= from) return;
    focusFrom.current = null;
    const list = self.current?.previousElementSibling;
    list?.querySelectorAll(':scope > li')[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [loaded]);

  // Shown once the list is paged: while more follow, and after the last page came.
  if (pages.status !== 'success' || (!pages.hasMore && pages.pages < 2)) return null;
  return (
    <More ref={self}>
      <Shown>{DEALS_COPY.shown(loaded, pages.total, pages.totalCapped)}</Shown>
      {pages.more.status === 'error' && <Failure role="alert">{DEALS_COPY.moreFailed(errorMessage(pages.more.error))}</Failure>}
      {pages.hasMore && (
        <Button
          variant="outline"
          loading={pages.more.status === 'loading'}
          loadingText={DEALS_COPY.loadingMore}
          onClick={() => {
            focusFrom.current = loaded;
            pages.loadMore();
          }}
        >
          {DEALS_COPY.showMore}
        </Button>
      )}
    </More>
  );
}
