/**
 * Stand-in for `tldts` in the demo build (vite.config.ts aliases it here).
 *
 * msw's cookie store reaches tldts through tough-cookie, which asks only `getDomain(hostname)`
 * (the registrable domain) to decide which domains a cookie may be set for. The real package
 * carries the whole public suffix list (~250 KB of the demo backend's JavaScript); the demo's
 * API and Cognito emulation use bearer tokens on the page's own origin, never cookies, so a
 * simple answer does: the last two labels of a dotted name, or the name itself (`localhost`, an
 * IP address). tough-cookie then treats every host as its own registrable domain, which is the
 * strictest reading and never lets a cookie cross origins.
 */
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

export function getDomain(hostname: string): string | null {
  if (!hostname) return null;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (IPV4.test(host) || host.includes(':')) return host;
  const labels = host.split('.');
  return labels.length <= 2 ? host : labels.slice(-2).join('.');
}
