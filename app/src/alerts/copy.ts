/** The alerts page's and the bell's words (issue 31). */
import { defineCopy } from '@spur/i18n';

export const ALERTS_COPY = defineCopy((t) => ({
  title: t('Alerts'),
  subtitle: t('Hear about a new time, a price drop or a freed spot near a place you choose, within the minute.'),
  navLabel: t('Alerts'),
  listHeading: t('Your alerts'),
  formHeading: t('New alert'),
  settingsHeading: t('When alerts reach you'),
  deviceHeading: t('On this device'),
  loading: t('Loading your alerts...'),
  loadFailed: t('We could not load your alerts'),
  retry: t('Retry'),
  defaultCentre: t('Laguna Beach, CA (default)'),
  defaultPlaceName: t('Laguna Beach'),
  yourPosition: t('Your position'),
  pointOnMap: t('The point on the map'),
  positionFailed: t('Your position is not available; the alert stays around the default city.'),
  alertSaved: t('Alert saved'),
  alertDeleted: t('Alert deleted'),
  categories: { beach: t('Beach'), safari: t('Safari'), tour: t('Tour'), wellness: t('Wellness'), entertainment: t('Entertainment') },
  push: {
    label: t('Notify me on this device'),
    description: t('A notification as soon as an alert matches, even with Spur closed.'),
    unsupported: t('This browser cannot receive push notifications, so alerts come to the bell and by e-mail.'),
    unconfigured: t('Push notifications are not available on this server, so alerts come to the bell and by e-mail.'),
    ios: t('On iPhone and iPad, add Spur to your Home Screen first (Share → Add to Home Screen), then open it from there to turn on notifications.'),
  },
  demo: {
    allow: t('Allow browser notifications'),
    description: t('In the demo, alerts arrive in the bell; allowed notifications also show them while Spur is open.'),
    allowed: t('Browser notifications are on for this demo.'),
    denied: t('This browser blocks notifications from Spur; change it in the site settings.'),
  },
}));
