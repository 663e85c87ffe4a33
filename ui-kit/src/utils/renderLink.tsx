import type { ReactElement, ReactNode } from 'react';

/** What a kit component hands to `renderLink` for every navigation link it shows. */
export interface LinkRenderProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  'aria-current'?: 'page' | undefined;
}

/**
 * Kit components never route: they render links through this function, so the app can pass
 * its router's Link (`({ href, ...rest }) => <Link to={href} {...rest} />`).
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

/** The default: a plain anchor. */
export const renderAnchor: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
