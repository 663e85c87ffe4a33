/** Spur's contact details as shown in the footer and on the home page (contract constants). */
import { DEFAULT_LOCATION, SUPPORT_EMAIL, SUPPORT_PHONE } from '@spur/contract';

/** `tel:` address of a US phone number as written for people: "(949) 555-0142" → "tel:+19495550142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
}

export const CONTACT = {
  city: DEFAULT_LOCATION,
  email: SUPPORT_EMAIL,
  emailHref: `mailto:${SUPPORT_EMAIL}`,
  phone: SUPPORT_PHONE,
  phoneHref: telHref(SUPPORT_PHONE),
} as const;

/**
 * Spur's social profiles (footer). Placeholders until the product owner confirms the real
 * handles: change them here only.
 */
export const SOCIAL_PROFILES = {
  instagram: 'https://www.instagram.com/spurdeals',
  facebook: 'https://www.facebook.com/spurdeals',
  x: 'https://x.com/spurdeals',
} as const;
