/**
 * The kit's components in the tree's language: their built-in texts (the app's translations of
 * them, `KIT_TEXTS_COPY`) and the locale their prices, dates and numbers are formatted in.
 */
import type { ReactNode } from 'react';
import { INTL_LOCALE } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { KitLocaleProvider } from '@spur/ui-kit';
import { KIT_TEXTS_COPY } from './kitTexts';

/** Inside a `LocaleProvider`: gives the kit below it that provider's language. */
export function KitLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const texts = useCopy(KIT_TEXTS_COPY);
  return (
    <KitLocaleProvider locale={INTL_LOCALE[locale]} texts={texts}>
      {children}
    </KitLocaleProvider>
  );
}
