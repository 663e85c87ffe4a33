import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignInPageLanguage } from './pageLocale';

describe('assignInPageLanguage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['/es/deals/7', '/test-checkout/cs_test_1', '/es/test-checkout/cs_test_1'],
    ['/zh-Hans/business-dashboard', '/test-onboarding/acct_1?refresh=1', '/zh-Hans/test-onboarding/acct_1?refresh=1'],
    ['/deals/7', '/test-checkout/cs_test_1', '/test-checkout/cs_test_1'],
    ['/es/deals/7', '/es/success?session_id=1', '/es/success?session_id=1'],
  ])('on %s, a page of this site %s opens in its language', (page, url, expected) => {
    window.history.replaceState(null, '', page);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    assignInPageLanguage(url);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}${expected}`);
  });

  it("leaves another site's page as it is", () => {
    window.history.replaceState(null, '', '/es/deals/7');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    assignInPageLanguage('https://checkout.stripe.com/c/pay/cs_live_1');
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_live_1');
  });
});
