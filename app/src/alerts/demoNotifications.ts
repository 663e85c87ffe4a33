/**
 * The demo's browser notifications (issue 31): the in-browser backend has no push service, so the
 * bell shows a notification for each new unread alert, when the person allowed them, through the
 * service worker (a page's own `new Notification` is not allowed on Android).
 */
import type { InboxAlert } from '@spur/contract';
import { inboxDistanceLabel, inboxMomentLabel, inboxStartLabel } from '@spur/ui-kit';
import { pageLocale } from '../i18n/pageLocale';
import { dealPath } from '../pages/deals/dealCard';
import { formatPrice } from '../time/format';

export function notificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** The notification of an alert: what happened to which deal, when it starts (venue's zone), how far, the price; opening it opens the deal. */
export function alertNotification(alert: InboxAlert): { title: string; options: NotificationOptions } {
  const details = [inboxStartLabel(alert.starts_at, alert.time_zone)];
  if (alert.distance_m !== null) details.push(inboxDistanceLabel(alert.distance_m));
  details.push(formatPrice(alert.price, pageLocale(window.location.pathname)));
  return {
    title: `${inboxMomentLabel({ moment: alert.moment, businessName: alert.business_name })}: ${alert.deal_title}`,
    options: { body: details.join(' · '), tag: alert.id, data: { url: dealPath(alert.deal_id) } },
  };
}

export async function showAlertNotifications(alerts: readonly InboxAlert[]): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  await Promise.all(alerts.map((alert) => {
    const { title, options } = alertNotification(alert);
    return registration.showNotification(title, options);
  }));
}
