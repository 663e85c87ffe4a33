import { describe, expect, it } from 'vitest';
import { feeReturnedOnRefund, platformFee } from './commission';

describe('platformFee', () => {
  it('takes the percentage of what was paid and leaves the rest to the business', () => {
    expect(platformFee(5000, 15)).toEqual({ fee_cents: 750, net_cents: 4250 });
    expect(platformFee(0, 15)).toEqual({ fee_cents: 0, net_cents: 0 });
    expect(platformFee(5000, 0)).toEqual({ fee_cents: 0, net_cents: 5000 });
    expect(platformFee(5000, 100)).toEqual({ fee_cents: 5000, net_cents: 0 });
  });

  it('rounds half up to the cent', () => {
    // 10 × 15 % = 1.5 → 2; 30 × 15 % = 4.5 → 5; 1999 × 15 % = 299.85 → 300; 1 × 15 % = 0.15 → 0.
    expect(platformFee(10, 15).fee_cents).toBe(2);
    expect(platformFee(30, 15).fee_cents).toBe(5);
    expect(platformFee(1999, 15).fee_cents).toBe(300);
    expect(platformFee(1, 15).fee_cents).toBe(0);
    expect(platformFee(1003, 15).fee_cents).toBe(150); // 150.45
  });

  it('takes a percentage with two decimals exactly', () => {
    expect(platformFee(1000, 12.5).fee_cents).toBe(125);
    expect(platformFee(4, 12.5).fee_cents).toBe(1); // 0.5 → 1
    expect(platformFee(1000, 0.07).fee_cents).toBe(1); // 0.7 → 1
  });

  it('always adds up to the amount', () => {
    for (let amount = 0; amount <= 2000; amount += 7) {
      for (const percent of [0, 3.33, 15, 17.5, 99.99]) {
        const { fee_cents, net_cents } = platformFee(amount, percent);
        expect(fee_cents + net_cents).toBe(amount);
        expect(Number.isInteger(fee_cents) && fee_cents >= 0 && fee_cents <= amount).toBe(true);
      }
    }
  });
});

describe('feeReturnedOnRefund', () => {
  const charge = { paid_cents: 5000, fee_cents: 750 };

  it('gives the fee back in the proportion of the refund', () => {
    expect(feeReturnedOnRefund(charge, 0, 5000)).toBe(750);
    expect(feeReturnedOnRefund(charge, 0, 2500)).toBe(375);
    expect(feeReturnedOnRefund(charge, 0, 0)).toBe(0);
  });

  it('rounds half up on the running total, so partial refunds return exactly the whole fee', () => {
    const odd = { paid_cents: 1001, fee_cents: 150 };
    const refunds = [333, 333, 335];
    let before = 0;
    let returned = 0;
    for (const refund of refunds) {
      returned += feeReturnedOnRefund(odd, before, refund);
      before += refund;
    }
    expect(returned).toBe(150);
    expect(feeReturnedOnRefund(odd, 0, 1)).toBe(0); // 0.1499 → 0
  });

  it('returns nothing of a charge of nothing', () => {
    expect(feeReturnedOnRefund({ paid_cents: 0, fee_cents: 0 }, 0, 0)).toBe(0);
  });
});
