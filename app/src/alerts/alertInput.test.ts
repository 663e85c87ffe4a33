import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { alertBody, settingsBody } from './alertInput';

const centre = { latitude: 33.5427, longitude: -117.7854 };

describe('alertBody', () => {
  it('turns the entries into the API body', () => {
    expect(alertBody({ placeName: ' Laguna ', radiusKm: '2.5', window: 'today', categories: ['beach'], maxPrice: '' }, centre)).toEqual({
      ok: true,
      body: { place_name: 'Laguna', latitude: 33.5427, longitude: -117.7854, radius_km: 2.5, window: 'today', categories: ['beach'], max_price: null },
    });
  });

  it("gives each field the contract's message", () => {
    expect(alertBody({ placeName: '', radiusKm: '', window: 'today', categories: [], maxPrice: '0' }, centre)).toEqual({
      ok: false,
      errors: { place_name: MESSAGES.alertPlaceName, radius_km: MESSAGES.alertRadius, max_price: MESSAGES.alertPrice },
    });
  });
});

describe('settingsBody', () => {
  it('sends the quiet hours, the zone and the cap', () => {
    expect(settingsBody({ quietStart: '22:00', quietEnd: '07:30', dailyCap: '5' }, 'America/Los_Angeles')).toEqual({
      ok: true,
      body: { quiet_start: '22:00', quiet_end: '07:30', time_zone: 'America/Los_Angeles', daily_cap: 5 },
    });
  });

  it("gives each field the contract's message", () => {
    expect(settingsBody({ quietStart: '25:00', quietEnd: '', dailyCap: '0.5' }, 'UTC')).toEqual({
      ok: false,
      errors: { quiet_start: MESSAGES.alertQuietHours, quiet_end: MESSAGES.alertQuietHours, daily_cap: MESSAGES.alertDailyCap },
    });
  });
});
