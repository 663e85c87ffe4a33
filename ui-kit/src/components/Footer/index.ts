export { Footer, isExternalHref } from './Footer';
export type { FooterProps, FooterSection, FooterLink, FooterSocialLink } from './Footer';
