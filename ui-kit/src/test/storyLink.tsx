import type { RenderLink } from '../utils/renderLink';

/** A `renderLink` for stories: links report the navigation to `navigate` instead of leaving the story. */
export const reportingLink =
  (navigate: (href: string) => void): RenderLink =>
  ({ href, children, onClick, ...rest }) => (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
