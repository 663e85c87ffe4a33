import { describe, expect, it, vi } from 'vitest';
import { isActivePath, languageOptions, navActions, navItems } from './navigation';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navItems (SPEC §2 navigation bar)', () => {
  it('guests: Home and Deals', () => {
    expect(labels(navItems({ status: 'guest', isBusiness: false }, '/'))).toEqual(['Home', 'Deals']);
  });

  it('signed in: Profile too; business users also get Business Dashboard', () => {
    expect(labels(navItems({ status: 'authenticated', isBusiness: false }, '/'))).toEqual(['Home', 'Deals', 'Profile']);
    expect(labels(navItems({ status: 'authenticated', isBusiness: true }, '/'))).toEqual([
      'Home',
      'Deals',
      'Business Dashboard',
      'Profile',
    ]);
  });

  it('during the sign-in check: the public items only', () => {
    expect(labels(navItems({ status: 'loading', isBusiness: true }, '/'))).toEqual(['Home', 'Deals']);
  });

  it('marks the item of the current page', () => {
    const active = (pathname: string) =>
      navItems({ status: 'authenticated', isBusiness: true }, pathname)
        .filter((item) => item.active)
        .map((item) => item.label);
    expect(active('/')).toEqual(['Home']);
    expect(active('/deals')).toEqual(['Deals']);
    expect(active('/business-dashboard')).toEqual(['Business Dashboard']);
    expect(active('/profile')).toEqual(['Profile']);
    expect(active('/booking-details/123')).toEqual(['Profile']);
    expect(active('/testimonials')).toEqual([]);
  });

  it('isActivePath does not match a mere prefix', () => {
    expect(isActivePath('/deals', '/dealsomething')).toBe(false);
    expect(isActivePath('/deals', '/deals/')).toBe(true);
  });
});

describe('navActions', () => {
  it('guests: Log In and Sign Up links; signed in: Log Out; loading: nothing', () => {
    const logOut = vi.fn();
    expect(navActions('guest', logOut)).toEqual([
      { label: 'Log In', href: '/login', variant: 'outline' },
      { label: 'Sign Up', href: '/signup', variant: 'primary' },
    ]);
    const [action] = navActions('authenticated', logOut);
    expect(action?.label).toBe('Log Out');
    action?.onClick?.();
    expect(logOut).toHaveBeenCalledOnce();
    expect(navActions('loading', logOut)).toEqual([]);
  });
});

describe('languageOptions (the language switcher)', () => {
  it('this page in every language, each named in its own, English unprefixed', () => {
    expect(languageOptions('/deals?when=today')).toEqual([
      { code: 'en', name: 'English', href: '/deals?when=today', lang: 'en' },
      { code: 'es', name: 'Español', href: '/es/deals?when=today', lang: 'es' },
      { code: 'zh-Hans', name: '简体中文', href: '/zh-Hans/deals?when=today', lang: 'zh-Hans' },
    ]);
  });

  it('the home page of each language is its prefix alone', () => {
    expect(languageOptions('/').map((option) => option.href)).toEqual(['/', '/es', '/zh-Hans']);
  });
});
