/**
 * The kit's components in the tree's language: their built-in texts (the app's translations of
 * them, `KIT_TEXTS_COPY`, loaded with the language's catalogs; in English the kit's own) and the
 * locale their prices, dates and numbers are formatted in.
 */
import type { ReactNode } from 'react';
import { INTL_LOCALE } from '@spur/i18n';
import { useLocale } from '@spur/i18n/react';
import { KitLocaleProvider } from '@spur/ui-kit';
import { kitTextsIn } from './catalogs';

/** Inside a `LocaleProvider`: gives the kit below it that provider's language. */
export function KitLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <KitLocaleProvider locale={INTL_LOCALE[locale]} texts={kitTextsIn(locale)}>
      {children}
    </KitLocaleProvider>
  );
}
