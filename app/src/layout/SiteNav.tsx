import { useLocation } from 'react-router-dom';
import { isLocale, localeCookie } from '@spur/i18n';
import { LanguageSwitcher, NavBar, toast } from '@spur/ui-kit';
import { useCopy, useLocale } from '@spur/i18n/react';
import { COPY } from '../copy';
import { renderRouterLink } from '../routing/renderLink';
import { useAuth } from '../auth';
import { isDemoMode } from '../demo/demoMode';
import { InboxSlot } from './InboxSlot';
import { languageOptions, navActions, navItems } from './navigation';

/**
 * The top navigation bar (SPEC §2) for the current sign-in state: the kit's NavBar, which collapses
 * into a menu on narrow screens. Log Out signs out and hard-redirects to / (the auth machine does it);
 * if signing out fails, "Error: Failed to log out. Please try again.". A signed-in person has the
 * alerts bell beside the menu. The language switcher links to this page in each language (a full
 * page load: the router's basename is the language's prefix) and remembers the choice in a cookie,
 * so that an unprefixed URL later opens in it.
 */
export function SiteNav() {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const copy = useCopy(COPY);

  const logOut = () => {
    auth.logout().catch(() => toast(copy.toasts.logoutFailed));
  };

  const rememberLanguage = (code: string) => {
    if (isLocale(code)) document.cookie = localeCookie(code);
  };

  return (
    <NavBar
      brandHref="/"
      items={navItems(auth, pathname, copy.layout.nav)}
      actions={navActions(auth.status, logOut, copy.layout.nav)}
      renderLink={renderRouterLink}
      utility={auth.status === 'authenticated' ? <InboxSlot demo={isDemoMode()} /> : undefined}
      label={copy.layout.nav.label}
      openMenuLabel={copy.layout.nav.openMenu}
      closeMenuLabel={copy.layout.nav.closeMenu}
      language={<LanguageSwitcher label={copy.layout.nav.language} current={locale} options={languageOptions(`${pathname}${search}`)} onChoose={rememberLanguage} />}
    />
  );
}
