import { beforeAll, describe, expect, it } from 'vitest';
import { termsSummary as domainTermsSummary } from '@spur/domain';
import { loadLocale } from '../../i18n/catalogs';
import { termsSummary } from './CancellationFields';

describe('termsSummary', () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it("reads as the domain's in English", () => {
    for (const free_hours of [0, 1, 24]) {
      for (const late_refund_percent of [0, 50, 100]) {
        expect(termsSummary({ free_hours, late_refund_percent })).toBe(domainTermsSummary({ free_hours, late_refund_percent }));
      }
    }
  });

  it('in Spanish and Chinese', () => {
    expect(termsSummary({ free_hours: 1, late_refund_percent: 50 }, 'es')).toBe('Cancelación gratuita hasta 1 hora antes del inicio · después, reembolso del 50%');
    expect(termsSummary({ free_hours: 24, late_refund_percent: 100 }, 'zh-Hans')).toBe('开始前24小时可免费取消 · 之后全额退款');
  });
});
