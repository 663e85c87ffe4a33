import { useLocation } from 'react-router-dom';
import { NavBar, toast } from '@spur/ui-kit';
import { COPY } from '../copy';
import { renderRouterLink } from '../routing/renderLink';
import { useAuth } from '../auth';
import { isDemoMode } from '../demo/demoMode';
import { InboxSlot } from './InboxSlot';
import { navActions, navItems } from './navigation';

/**
 * The top navigation bar (SPEC §2) for the current sign-in state: the kit's NavBar, which collapses
 * into a menu on narrow screens. Log Out signs out and hard-redirects to / (the auth machine does it);
 * if signing out fails, "Error: Failed to log out. Please try again.". A signed-in person has the
 * alerts bell beside the menu.
 */
export function SiteNav() {
  const auth = useAuth();
  const { pathname } = useLocation();

  const logOut = () => {
    auth.logout().catch(() => toast(COPY.toasts.logoutFailed));
  };

  return (
    <NavBar
      brandHref="/"
      items={navItems(auth, pathname)}
      actions={navActions(auth.status, logOut)}
      renderLink={renderRouterLink}
      utility={auth.status === 'authenticated' ? <InboxSlot demo={isDemoMode()} /> : undefined}
      label={COPY.layout.nav.label}
      openMenuLabel={COPY.layout.nav.openMenu}
      closeMenuLabel={COPY.layout.nav.closeMenu}
    />
  );
}
