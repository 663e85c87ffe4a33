import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { KIT_TEXTS } from '../../i18n/kitTexts';
import { InboxBell, inboxDistanceLabel, inboxMomentLabel, inboxStartLabel } from './InboxBell';
import { sampleInboxAlerts } from './samples';

describe('InboxBell', () => {
  it('counts the unread alerts on the bell, and says nothing more at 0', () => {
    const { rerender } = renderWithTheme(<InboxBell alerts={sampleInboxAlerts} unread={3} />);
    expect(screen.getByRole('button', { name: 'Alerts, 3 unread' })).toHaveTextContent('3');
    rerender(<InboxBell alerts={sampleInboxAlerts} unread={0} />);
    expect(screen.getByRole('button', { name: 'Alerts' })).toHaveTextContent('');
  });

  it('lists what happened to which deal, when it starts in the venue zone, how far and the price', async () => {
    const onOpen = vi.fn();
    renderWithTheme(<InboxBell alerts={sampleInboxAlerts} unread={1} onOpen={onOpen} manageHref="/alerts" />);
    await userEvent.click(screen.getByRole('button', { name: 'Alerts, 1 unread' }));
    expect(onOpen).toHaveBeenCalledOnce();
    const list = within(screen.getByRole('dialog', { name: 'Alerts' }));
    expect(list.getByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
    const [first, second, third, fourth] = list.getAllByRole('listitem');
    expect(first!).toHaveTextContent('New timeSunset Kayak TourSat, Nov 28, 2:30 PM PST · 2.4 km away$49.00');
    expect(within(first!).getByRole('link', { name: 'Sunset Kayak Tour' })).toHaveAttribute('href', '/deals/d1');
    expect(second!).toHaveTextContent('Price dropSound Bath & Guided MeditationSat, Nov 28, 5:00 PM PST · 350 m away$45.00$30.00');
    expect(within(second!).getByLabelText('was $45.00').tagName).toBe('S');
    expect(third!).toHaveTextContent('Spot freedHarbour Sailing LessonSun, Nov 29, 10:00 AM EST$80.00');
    expect(fourth!).toHaveTextContent('New from Harborlight SpaHot Stone MassageAny time$95.00');
    expect(list.getByRole('link', { name: 'Manage alerts' })).toHaveAttribute('href', '/alerts');
  });

  it('says "No alerts yet" when empty, and "Any time" for a deal without set times', async () => {
    const { unmount } = renderWithTheme(<InboxBell alerts={[]} unread={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Alerts' }));
    expect(screen.getByText('No alerts yet')).toBeInTheDocument();
    unmount();
    renderWithTheme(<InboxBell alerts={[{ ...sampleInboxAlerts[2]!, startsAt: null }]} unread={0} defaultOpen />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Any time$80.00');
  });

  it('heads an alert with what happened; a new deal with its business', () => {
    expect(sampleInboxAlerts.map((alert) => inboxMomentLabel(alert))).toEqual(['New time', 'Price drop', 'Spot freed', 'New from Harborlight Spa']);
    expect(inboxMomentLabel({ moment: 'new_deal' })).toBe('New from a saved business');
  });

  it('reads distances in metres under a kilometre', () => {
    expect(inboxDistanceLabel(999)).toBe('999 m away');
    expect(inboxDistanceLabel(12_345)).toBe('12.3 km away');
  });

  it('speaks the kit language it is given: its texts and its formats', () => {
    const kit = { locale: 'de-DE', texts: { ...KIT_TEXTS, inboxBell: { ...KIT_TEXTS.inboxBell, kilometresAway: (km: string) => `${km} km entfernt` } } };
    expect(inboxDistanceLabel(12_345, kit)).toBe('12,3 km entfernt');
    expect(inboxStartLabel('2026-11-28T17:30:00Z', 'Europe/Berlin', kit)).toBe('Sa., 28. Nov., 18:30 MEZ');
  });
});
