import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import styled from 'styled-components';
import { dateFormat, formatPrice, numberFormat } from '../../utils/format';
import { DEFAULT_KIT_LOCALE, type KitLocaleOf } from '../../i18n/kitLocaleContext';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { INBOX_BELL_TEXTS } from './texts';
import type { InboxMoment } from './inboxMoments';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';
import { stackedList } from '../../utils/stackedList';

export type { InboxMoment } from './inboxMoments';

/** One alert of the inbox. */
export interface InboxBellAlert {
  id: string;
  moment: InboxMoment;
  dealTitle: string;
  /** The business offering the deal: a new deal's alert names it ("New from …"). */
  businessName?: string;
  /** The deal's page. */
  href: string;
  /** ISO start of the session; null for a deal without set times. */
  startsAt: string | null;
  /** The venue's IANA zone: the start is shown in it, with the zone named. */
  timeZone: string;
  /** Price at the moment, dollars. */
  price: number;
  /** The price before a drop (struck through). */
  previousPrice?: number | null;
  /** Metres from the alert's centre; null for a saved deal. */
  distanceM?: number | null;
  /** Not seen yet. */
  unread?: boolean;
}

export interface InboxBellProps {
  /** The last alerts, newest first. */
  alerts: readonly InboxBellAlert[];
  /** How many are unread: the badge on the bell (none at 0). */
  unread: number;
  /** Called when the list opens (the app marks the alerts read). */
  onOpen?: () => void;
  /** The page of saved alerts ("Manage alerts"). */
  manageHref?: string;
  /** Renders every link; pass the router's Link. Default: a plain anchor. */
  renderLink?: RenderLink;
  /** Starts open (stories). */
  defaultOpen?: boolean;
}

const ENGLISH: KitLocaleOf<'inboxBell'> = { locale: DEFAULT_KIT_LOCALE, texts: { inboxBell: INBOX_BELL_TEXTS } };

/**
 * What happened, as the alert's heading: "New time", "Price drop", "Spot freed", "New from
 * Harborlight Spa"; in the kit's language (`useKitLocale()`; default American English).
 */
export function inboxMomentLabel(alert: Pick<InboxBellAlert, 'moment' | 'businessName'>, { texts }: KitLocaleOf<'inboxBell'> = ENGLISH): string {
  const text = texts.inboxBell;
  if (alert.moment !== 'new_deal') return text.moments[alert.moment];
  return alert.businessName == null ? text.newFromSavedBusiness : text.newFrom(alert.businessName);
}

/** "Sat, Nov 28, 5:30 PM PST" in the venue's zone; "Any time" without a start; in the kit's language (default American English). */
export function inboxStartLabel(startsAt: string | null, timeZone: string, { locale, texts }: KitLocaleOf<'inboxBell'> = ENGLISH): string {
  if (!startsAt) return texts.inboxBell.anyTime;
  return dateFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(startsAt));
}

/** "350 m away", "2.4 km away", in the kit's language (default American English). */
export function inboxDistanceLabel(metres: number, { locale, texts }: KitLocaleOf<'inboxBell'> = ENGLISH): string {
  if (metres < 1000) return texts.inboxBell.metresAway(numberFormat(locale, { useGrouping: false }).format(Math.round(metres)));
  return texts.inboxBell.kilometresAway(numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(metres / 1000));
}

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface.sunken};
  }
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.brand.base};
  color: ${({ theme }) => theme.colors.brand.contrast};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 20px;
  text-align: center;
`;

const Content = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: min(360px, calc(100vw - 32px));
  max-height: min(480px, 70vh);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  /* Focus lands on the panel when it opens; its links show their own ring. */
  &:focus-visible {
    outline: none;
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ul`
  ${stackedList}
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.accent.subtle : 'transparent')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  & a {
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Moment = styled.span`
  color: ${({ theme }) => theme.colors.accent.base};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Was = styled.s`
  margin-right: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function AlertItem({ alert, renderLink }: { alert: InboxBellAlert; renderLink: RenderLink }) {
  const { locale, texts: inboxBell } = useKitTexts('inboxBell', INBOX_BELL_TEXTS);
  const kit: KitLocaleOf<'inboxBell'> = { locale, texts: { inboxBell } };
  const details = [inboxStartLabel(alert.startsAt, alert.timeZone, kit)];
  if (alert.distanceM != null) details.push(inboxDistanceLabel(alert.distanceM, kit));
  return (
    <Item $unread={alert.unread ?? false}>
      <Moment>{inboxMomentLabel(alert, kit)}</Moment>
      {renderLink({ href: alert.href, children: alert.dealTitle })}
      <span>{details.join(' · ')}</span>
      <span>
        {alert.moment === 'price_drop' && alert.previousPrice != null && (
          <Was aria-label={kit.texts.inboxBell.was(formatPrice(alert.previousPrice, kit.locale))}>{formatPrice(alert.previousPrice, kit.locale)}</Was>
        )}
        {formatPrice(alert.price, kit.locale)}
      </span>
    </Item>
  );
}

/**
 * The bell of the navigation: the count of unread alerts, and a popover with the last ones (what
 * happened, the deal, when it starts in the venue's zone, how far, the price), each linking to
 * its deal. Opening it calls `onOpen`.
 */
export function InboxBell({ alerts, unread, onOpen, manageHref, renderLink = renderAnchor, defaultOpen }: InboxBellProps) {
  const text = useKitTexts('inboxBell', INBOX_BELL_TEXTS).texts;
  return (
    <Popover.Root defaultOpen={defaultOpen} onOpenChange={(open) => open && onOpen?.()}>
      <Popover.Trigger asChild>
        <Trigger type="button" aria-label={unread > 0 ? text.unread(unread) : text.alerts}>
          <Bell aria-hidden />
          {unread > 0 && <Count aria-hidden>{unread > 99 ? '99+' : unread}</Count>}
        </Trigger>
      </Popover.Trigger>
      <Popover.Portal>
        <Content align="end" sideOffset={8} aria-label={text.alerts}>
          <Heading>{text.alerts}</Heading>
          {alerts.length === 0 ? (
            <Empty>{text.empty}</Empty>
          ) : (
            <List>
              {alerts.map((alert) => (
                <AlertItem key={alert.id} alert={alert} renderLink={renderLink} />
              ))}
            </List>
          )}
          {manageHref && renderLink({ href: manageHref, children: text.manage })}
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
