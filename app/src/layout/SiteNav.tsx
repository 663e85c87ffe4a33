import { useLocation } from 'react-router-dom';
import { NavBar, toast } from '@spur/ui-kit';
import { COPY } from '../copy';
import { renderRouterLink } from '../routing/renderLink';
import { useSession } from '../session';
import { navActions, navItems } from './navigation';

/**
 * The top navigation bar (SPEC §2) for the current session: the kit's NavBar, which collapses
 * into a menu on narrow screens. Log Out signs out and hard-redirects to / (the session does it);
 * if signing out fails, "Error: Failed to log out. Please try again.".
 */
export function SiteNav() {
  const session = useSession();
  const { pathname } = useLocation();

  const logOut = () => {
    session.logout().catch(() => toast(COPY.toasts.logoutFailed));
  };

  return (
    <NavBar
      brandHref="/"
      items={navItems(session, pathname)}
      actions={navActions(session.status, logOut)}
      renderLink={renderRouterLink}
      label={COPY.layout.nav.label}
      openMenuLabel={COPY.layout.nav.openMenu}
      closeMenuLabel={COPY.layout.nav.closeMenu}
    />
  );
}
