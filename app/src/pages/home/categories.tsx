import type { ReactNode } from 'react';
import { Binoculars, Compass, Sparkles, Ticket, Umbrella } from 'lucide-react';
import type { Category } from '@spur/contract';

/** SPEC §2 Home: the Popular quick searches, each going to /deals?search={term}. */
export const QUICK_SEARCHES = ['Beaches', 'Safaris', 'Tours', 'Wellness', 'Entertainment'] as const;

/** SPEC §2/§3 Category tiles: name, category value and icon (the picture is the kit's). */
export const CATEGORY_TILES: readonly { id: string; name: string; category: Category; icon: ReactNode }[] = [
  { id: 'beaches', name: 'Beaches', category: 'beach', icon: <Umbrella aria-hidden="true" /> },
  { id: 'safaris', name: 'Safaris', category: 'safari', icon: <Binoculars aria-hidden="true" /> },
  { id: 'tours', name: 'Tours', category: 'tour', icon: <Compass aria-hidden="true" /> },
  { id: 'wellness', name: 'Wellness', category: 'wellness', icon: <Sparkles aria-hidden="true" /> },
  { id: 'entertainment', name: 'Entertainment', category: 'entertainment', icon: <Ticket aria-hidden="true" /> },
];
