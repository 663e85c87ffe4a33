/**
 * Below the deals of /deals: how many of the matching deals are shown, and "Show more", a link to
 * the next page (`?cursor=`, which the server renders: it works before the scripts run and
 * without them). Once the page runs, a click loads the next page into the list instead (busy
 * while it loads; a failure says so above it and the link tries again). When the new cards
 * arrive, the focus moves to the first of them, so a keyboard user goes on reading where the list
 * grew.
 */
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@spur/ui-kit';
import { useCopy, useLocale } from '@spur/i18n/react';
import { errorMessage } from '../../api/errors';
import { formatCount } from '../../time/format';
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
  /** The URL of the page of deals after the loaded ones, for `pages.next` (the same view from that cursor). */
  nextHref: (cursor: string) => string;
  /** The list starts at a cursor (a later page opened through the link): the count says these are more deals. */
  later: boolean;
}

/** Right after the list of cards (`ul > li`), whose first new card takes the focus; after the map, nothing does. */
export function ShowMore({ pages, nextHref, later }: ShowMoreProps) {
  const copy = useCopy(DEALS_COPY);
  const locale = useLocale();
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
  if (pages.status !== 'success' || (pages.next === null && pages.pages < 2 && !later)) return null;
  const { next } = pages;
  const loading = pages.more.status === 'loading';
  return (
    <More ref={self}>
      <Shown>{(later ? copy.shownLater : copy.shown)(formatCount(loaded, locale), formatCount(pages.total, locale), pages.totalCapped)}</Shown>
      {pages.more.status === 'error' && <Failure role="alert">{copy.moreFailed(errorMessage(pages.more.error))}</Failure>}
      {next !== null && (
        // One link throughout, busy while the page loads, so the focus stays on it.
        <Button asChild variant="outline" icon={loading ? <Spinner size="sm" hideLabel label={copy.loadingMore} /> : undefined}>
          <a
            href={nextHref(next)}
            aria-busy={loading || undefined}
            aria-disabled={loading || undefined}
            onClick={(event) => {
              // A new tab or window still opens the page itself.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              if (loading) return;
              focusFrom.current = loaded;
              pages.loadMore();
            }}
          >
            {loading ? copy.loadingMore : copy.showMore}
          </a>
        </Button>
      )}
    </More>
  );
}
