// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/**
 * The language of a React tree. The server renders each request in its own language, so the
 * language is context, never a module's state; `useCopy` reads a copy module in it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { localize } from './copy';
import { DEFAULT_LOCALE, type Locale } from './locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Renders `children` in `locale` (its catalogs loaded: `loadCatalog`). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The language this component renders in. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `copy` (a `defineCopy` module) in the tree's language. */
export function useCopy<T extends object>(copy: T): T {
  return localize(copy, useLocale());
}
