import { Link } from 'react-router-dom';
import type { RenderLink } from '@spur/ui-kit';

/** Kit components render their links through this: client-side navigation with the router. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
