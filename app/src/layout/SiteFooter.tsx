import { Suspense } from 'react';
import { AtSign, Camera, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Footer, type FooterSection } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { COPY } from '../copy';
import { renderRouterLink } from '../routing/renderLink';
import { demoBackend, isDemoMode } from '../demo/demoMode';
import { CONTACT, SOCIAL_PROFILES } from './contactDetails';

/** SPEC §1–§2: For Users, Legal and Contact (city, email, phone, social links), in the footer's language. */
export const footerSections = (FOOTER: typeof COPY.layout.footer): readonly FooterSection[] => [
  {
    title: FOOTER.forUsers,
    links: [
      { label: FOOTER.browseDeals, href: '/deals' },
      { label: FOOTER.createAccount, href: '/signup' },
    ],
  },
  {
    title: FOOTER.legal,
    links: [
      // Plain text until the pages exist (no dead links).
      { label: FOOTER.terms },
      { label: FOOTER.privacy },
      { label: FOOTER.legalQuestions, href: `${CONTACT.emailHref}?subject=${encodeURIComponent(FOOTER.legalSubject)}` },
    ],
  },
  {
    title: FOOTER.contact,
    links: [
      { label: CONTACT.city, icon: <MapPin aria-hidden="true" /> },
      { label: CONTACT.email, href: CONTACT.emailHref, icon: <Mail aria-hidden="true" /> },
      { label: CONTACT.phone, href: CONTACT.phoneHref, icon: <Phone aria-hidden="true" /> },
    ],
    social: [
      { label: FOOTER.social.instagram, href: SOCIAL_PROFILES.instagram, icon: <Camera aria-hidden="true" /> },
      { label: FOOTER.social.facebook, href: SOCIAL_PROFILES.facebook, icon: <MessageCircle aria-hidden="true" /> },
      { label: FOOTER.social.x, href: SOCIAL_PROFILES.x, icon: <AtSign aria-hidden="true" /> },
    ],
  },
];

export interface SiteFooterProps {
  /** Show the demo controls (default: `isDemoMode()`; only demo builds have them). */
  demo?: boolean;
}

export function SiteFooter({ demo = isDemoMode() }: SiteFooterProps) {
  const footer = useCopy(COPY).layout.footer;
  return (
    <Footer
      tagline={footer.tagline}
      sections={footerSections(footer)}
      renderLink={renderRouterLink}
      extra={
        demoBackend && demo ? (
          <Suspense fallback={null}>
            <demoBackend.OutboxLink />
            <demoBackend.ResetControl reset={demoBackend.reset} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
