import type { ReactNode } from 'react';
import { Binoculars, Compass, Sparkles, Ticket, Umbrella } from 'lucide-react';
import type { Category } from '@spur/contract';
import { HOME_COPY } from './copy';

type Topic = keyof typeof HOME_COPY.topics;

/** SPEC §2 Home: the Popular quick searches, each going to /deals?search={term}. */
export const QUICK_SEARCHES: readonly Topic[] = ['beaches', 'safaris', 'tours', 'wellness', 'entertainment'];

/** A quick search's term: its English name, the language the deals are written in, whatever the page's. */
export const searchTerm = (topic: Topic): string => HOME_COPY.topics[topic];

/** SPEC §2/§3 Category tiles: the topic (its name in `HOME_COPY.topics`), category value and icon (the picture is the kit's). */
export const CATEGORY_TILES: readonly { id: Topic; category: Category; icon: ReactNode }[] = [
  { id: 'beaches', category: 'beach', icon: <Umbrella aria-hidden="true" /> },
  { id: 'safaris', category: 'safari', icon: <Binoculars aria-hidden="true" /> },
  { id: 'tours', category: 'tour', icon: <Compass aria-hidden="true" /> },
  { id: 'wellness', category: 'wellness', icon: <Sparkles aria-hidden="true" /> },
  { id: 'entertainment', category: 'entertainment', icon: <Ticket aria-hidden="true" /> },
];
