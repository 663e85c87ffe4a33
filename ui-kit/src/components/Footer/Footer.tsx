import type { ReactNode } from 'react';
import styled from 'styled-components';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { spurWordmark } from '../../utils/wordmark';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { FOOTER_TEXTS } from './texts';

/** One entry of a footer section: a link, or plain text when it has no `href` (e.g. the city). */
export interface FooterLink {
  /** Text of the entry (and the link's accessible name). */
  label: string;
  /** Where it goes: an app path ("/deals"), `mailto:`, `tel:` or `https:`. Omit for plain text. */
  href?: string;
  /** Decorative icon before the label (make it `aria-hidden`). */
  icon?: ReactNode;
}

/** An icon-only link to a social profile. */
export interface FooterSocialLink {
  /** Accessible name, e.g. "Spur on Instagram" (visually hidden). */
  label: string;
  /** The profile's address. */
  href: string;
  /** The icon shown (decorative; make it `aria-hidden`). */
  icon: ReactNode;
}

/** A titled column of the footer. */
export interface FooterSection {
  /** Heading of the column, e.g. "For Users", "Legal", "Contact". */
  title: string;
  /** The entries of the column. */
  links: readonly FooterLink[];
  /** Social links shown as icons under the entries. */
  social?: readonly FooterSocialLink[];
}

export interface FooterProps {
  /** The brand at the start, linking to `brandHref`. Defaults to the Spur wordmark. */
  brand?: ReactNode;
  /** Where the brand links to. */
  brandHref?: string;
  /** Line under the brand describing the product. */
  tagline?: ReactNode;
  /** The columns of links, in order. */
  sections?: readonly FooterSection[];
  /** The copyright line at the bottom. */
  copyright?: ReactNode;
  /** Free slot in the bottom row (the demo build puts a "Reset demo data" button here). */
  extra?: ReactNode;
  /**
   * Renders the app's own links (paths such as "/deals"); pass your router's Link. Addresses with
   * a scheme (`mailto:`, `tel:`, `https:`) are plain anchors. Defaults to a plain `<a>`.
   */
  renderLink?: RenderLink;
  /** Class name for the `<footer>`. */
  className?: string;
}

const Root = styled.footer`
  background: ${({ theme }) => theme.colors.surface.inverse};
  color: ${({ theme }) => theme.colors.neutral[300]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & a {
    color: ${({ theme }) => theme.colors.neutral[200]};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.text.inverse};
      text-decoration: underline;
    }
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[10]};
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]} ${theme.space[8]}`};
  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

const Grid = styled.div<{ $sections: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) repeat(${({ $sections }) => Math.max($sections, 1)}, minmax(0, 1fr));
  }
`;

const BrandColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  & > a {
    display: inline-flex;
    align-self: flex-start;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    color: ${({ theme }) => theme.colors.text.inverse};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    &:hover { text-decoration: none; }
  }
  & > a svg {
    width: ${({ theme }) => theme.sizes.icon.lg};
    height: ${({ theme }) => theme.sizes.icon.lg};
    color: ${({ theme }) => theme.colors.palette.coral[400]};
  }
`;

const Tagline = styled.p`
  max-width: ${({ theme }) => theme.sizes.dialog};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const SectionTitle = styled.h2`
  color: ${({ theme }) => theme.colors.text.inverse};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li > a,
  & > li > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
  & svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
`;

const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.sizes.control.md};
    height: ${({ theme }) => theme.sizes.control.md};
    border: 1px solid ${({ theme }) => theme.colors.neutral[700]};
    border-radius: ${({ theme }) => theme.radii.full};
    &:hover { background: ${({ theme }) => theme.colors.neutral[800]}; }
  }
  & svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.neutral[700]};
  color: ${({ theme }) => theme.colors.neutral[400]};
`;

/** The extra slot's controls, side by side. */
const Extra = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/** True for addresses the router must not handle: `mailto:`, `tel:`, `https:`, `//host`. */
export function isExternalHref(href: string) {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

function linkFor(renderLink: RenderLink, href: string, children: ReactNode) {
  return isExternalHref(href) ? renderAnchor({ href, children }) : renderLink({ href, children });
}

/**
 * The page footer: brand and tagline, columns of links passed as data (internal paths through
 * `renderLink`, `mailto:`/`tel:`/web addresses as plain anchors), social icon links with accessible
 * names, a copyright line and an optional extra slot.
 */
export function Footer(props: FooterProps) {
  const { texts } = useKitTexts('footer', FOOTER_TEXTS);
  const {
    brand = spurWordmark,
    brandHref = '/',
    tagline,
    sections = [],
    copyright = texts.copyright,
    extra,
    renderLink = renderAnchor,
    className,
  } = props;
  return (
    <Root className={className}>
      <Inner>
        <Grid $sections={sections.length}>
          <BrandColumn>
            {renderLink({ href: brandHref, children: brand })}
            {tagline !== undefined && tagline !== null && <Tagline>{tagline}</Tagline>}
          </BrandColumn>
          {sections.map((section) => (
            <Section key={section.title}>
              <SectionTitle>{section.title}</SectionTitle>
              <Links>
                {section.links.map((link) => (
                  <li key={link.label}>
                    {link.href !== undefined ? (
                      linkFor(
                        renderLink,
                        link.href,
                        <>
                          {link.icon}
                          {link.label}
                        </>,
                      )
                    ) : (
                      <span>
                        {link.icon}
                        {link.label}
                      </span>
                    )}
                  </li>
                ))}
              </Links>
              {section.social && section.social.length > 0 && (
                <SocialList aria-label={texts.socialMedia(section.title)}>
                  {section.social.map((social) => (
                    <li key={social.href}>
                      {linkFor(
                        renderLink,
                        social.href,
                        <>
                          {social.icon}
                          <VisuallyHidden>{social.label}</VisuallyHidden>
                        </>,
                      )}
                    </li>
                  ))}
                </SocialList>
              )}
            </Section>
          ))}
        </Grid>
        <Bottom>
          <p>{copyright}</p>
          {extra !== undefined && extra !== null && <Extra>{extra}</Extra>}
        </Bottom>
      </Inner>
    </Root>
  );
}
