/** What the navigation bar shows for a sign-in state and a location (SPEC §2). Pure: tests use it directly. */
import { HTML_LANG, LOCALES, LOCALE_NAMES, localizedPath } from '@spur/i18n';
import type { LanguageOption, NavAction, NavItem } from '@spur/ui-kit';
import type { AuthValue } from '../auth';
import { COPY } from '../copy';

/** The navigation's texts, in the page's language (`useCopy(COPY).layout.nav`). */
type NavCopy = typeof COPY.layout.nav;

/** The pages each item stands for: the item is active on its path and below it. */
const SECTIONS: Record<string, readonly string[]> = {
  '/': ['/'],
  '/deals': ['/deals'],
  '/business-dashboard': ['/business-dashboard'],
  '/profile': ['/profile', '/booking-details'],
};

export function isActivePath(href: string, pathname: string): boolean {
  const roots = SECTIONS[href] ?? [href];
  return roots.some((root) => (root === '/' ? pathname === '/' : pathname === root || pathname.startsWith(`${root}/`)));
}

/**
 * Home and Deals for everyone; Business Dashboard for business users; Profile when signed in.
 * While the start-up sign-in check runs, only the public items show (no flash of the guest items).
 */
export function navItems(
  { status, isBusiness }: Pick<AuthValue, 'status' | 'isBusiness'>,
  pathname: string,
  nav: NavCopy = COPY.layout.nav,
): NavItem[] {
  const items: { label: string; href: string }[] = [
    { label: nav.home, href: '/' },
    { label: nav.deals, href: '/deals' },
  ];
  if (status === 'authenticated') {
    if (isBusiness) items.push({ label: nav.businessDashboard, href: '/business-dashboard' });
    items.push({ label: nav.profile, href: '/profile' });
  }
  return items.map((item) => ({ ...item, active: isActivePath(item.href, pathname) }));
}

/** Guests: Log In and Sign Up. Signed in: Log Out. During the sign-in check: nothing yet. */
export function navActions(status: AuthValue['status'], onLogOut: () => void, nav: NavCopy = COPY.layout.nav): NavAction[] {
  if (status === 'loading') return [];
  if (status === 'authenticated') return [{ label: nav.logOut, onClick: onLogOut, variant: 'outline' }];
  return [
    { label: nav.logIn, href: '/login', variant: 'outline' },
    { label: nav.signUp, href: '/signup', variant: 'primary' },
  ];
}

/**
 * The language switcher's choices: this page (`path`, without a language prefix, with its
 * search) in every language, each named in its own.
 */
export function languageOptions(path: string): LanguageOption[] {
  return LOCALES.map((locale) => ({ code: locale, name: LOCALE_NAMES[locale], href: localizedPath(locale, path), lang: HTML_LANG[locale] }));
}
