import { describe, expect, it } from 'vitest';
import { AlertCreateSchema, MESSAGES } from '@spur/contract';
import { fieldErrors } from './fieldErrors';

describe('fieldErrors', () => {
  it("keys the contract's messages by field, the first one each", () => {
    const result = AlertCreateSchema.safeParse({ place_name: '', latitude: 33.5, longitude: -117.7, radius_km: 500, window: 'someday', max_price: -1 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      place_name: MESSAGES.alertPlaceName,
      radius_km: MESSAGES.alertRadius,
      window: MESSAGES.alertWindow,
      max_price: MESSAGES.alertPrice,
    });
  });
});
