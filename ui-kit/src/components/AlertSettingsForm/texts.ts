import type { KitTexts } from '../../i18n/types';

/** What AlertSettingsForm says in English (`KIT_TEXTS.alertSettingsForm`), without a `KitLocaleProvider` that gives texts. */
export const ALERT_SETTINGS_FORM_TEXTS: KitTexts['alertSettingsForm'] = {
  label: 'Alert settings',
  quietFrom: 'Quiet from',
  quietUntil: 'Quiet until',
  dailyCap: 'Alerts a day',
  note: (timeZone) => `No push or e-mail during quiet hours (${timeZone}); the bell still lists every alert.`,
  saved: 'Settings saved.',
  submit: 'Save settings',
  saving: 'Saving...',
};
