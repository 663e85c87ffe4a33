import { Suspense } from 'react';
import { AtSign, Camera, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Footer, type FooterSection } from '@spur/ui-kit';
import { COPY } from '../copy';
import { renderRouterLink } from '../routing/renderLink';
import { demoBackend, isDemoMode } from '../demo/demoMode';
import { CONTACT, SOCIAL_PROFILES } from './contactDetails';

const FOOTER = COPY.layout.footer;


/** SPEC §1–§2: For Users, Legal and Contact (city, email, phone, social links). */
export const FOOTER_SECTIONS: readonly FooterSection[] = [
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
      { label: FOOTER.legalQuestions, href: `${CONTACT.emailHref}?subject=${encodeURIComponent('Legal question')}` },
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
  return (
    <Footer
      tagline={FOOTER.tagline}
      sections={FOOTER_SECTIONS}
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
