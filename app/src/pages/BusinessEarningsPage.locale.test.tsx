import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sampleEarnings } from '@spur/demo-data';
import type * as ApiModule from '../api';
import { loadLocale } from '../i18n/catalogs';
import { businessUser } from '../test/fakes';
import { renderWithProviders } from '../test/render';
import BusinessEarningsPage from './BusinessEarningsPage';

const api = vi.hoisted(() => ({ getBusinessEarnings: vi.fn(), getPayoutStatus: vi.fn() }));
vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), ...api }));

/** What each language shows; amounts and dates are `Intl`'s for the language (es-US, zh-Hans-CN). */
const LANGUAGES = [
  {
    locale: 'es',
    title: 'Ingresos',
    explainer:
      'Los ingresos totales de su panel son lo que pagaron los viajeros por las reservas no canceladas. Usted recibe lo que pagaron menos la comisión del 15% de Spur y los reembolsos: ese es su neto.',
    payouts: 'Los cobros a su cuenta bancaria aún no están conectados: guardamos su neto y se lo transferimos cuando lo estén.',
    totals: 'Sus totales',
    week: 'Esta semana',
    weekHint: 'Pagado $50.00 · comisión $7.50 · reembolsado $0.00',
    caption: 'Reservas pagadas, las más recientes primero',
    headers: ['Fecha', 'Oferta', 'Hora', 'Viajero', 'Pagado', 'Comisión', 'Reembolsado', 'Neto', 'Estado'],
    row: ['18 nov 2026', 'Harbor Sunset Cruise', 'Sin fecha fija', 'Guest', '$50.00', '$3.75', '$25.00', '$21.25', 'Por cobrar'],
    download: 'Descargar CSV',
    csvHeader: 'Reserva,Fecha,Oferta,Hora,Viajero,Pagado,Comisión,Reembolsado,Neto,Estado',
    csvRow: 'Harbor Sunset Cruise,Sin fecha fija,Guest,50.00,3.75,25.00,21.25,Por cobrar',
  },
  {
    locale: 'zh-Hans',
    title: '收入',
    explainer: '后台中的“总营收”是旅客为未取消预订支付的金额。您的实收金额为其支付金额减去 Spur 15% 的服务费和退款，即您的净收入。',
    payouts: '尚未连接银行账户收款：您的净收入会为您保留，连接后即发放。',
    totals: '您的合计',
    week: '本周',
    weekHint: '已付 US$50.00 · 服务费 US$7.50 · 已退款 US$0.00',
    caption: '已付款预订（最新的在前）',
    headers: ['日期', '优惠', '时间', '旅客', '已付', '服务费', '已退款', '净收入', '状态'],
    row: ['2026年11月18日', 'Harbor Sunset Cruise', '不限日期', 'Guest', 'US$50.00', 'US$3.75', 'US$25.00', 'US$21.25', '待结算'],
    download: '下载 CSV',
    csvHeader: '预订,日期,优惠,时间,旅客,已付,服务费,已退款,净收入,状态',
    csvRow: 'Harbor Sunset Cruise,不限日期,Guest,50.00,3.75,25.00,21.25,待结算',
  },
] as const;

beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

beforeEach(() => {
  api.getBusinessEarnings.mockResolvedValue(sampleEarnings());
  api.getPayoutStatus.mockResolvedValue({ state: 'not_connected', requirements_due: [] });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe.each(LANGUAGES)('BusinessEarningsPage in $locale', (language) => {
  function renderPage() {
    return renderWithProviders(
      <MemoryRouter>
        <BusinessEarningsPage />
      </MemoryRouter>,
      { auth: { status: 'authenticated', user: businessUser }, now: new Date('2026-11-20T18:00:00.000Z'), locale: language.locale },
    );
  }

  it('the notes, the totals and the table speak it, amounts and dates in its format', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: language.title })).toBeInTheDocument();
    expect(await screen.findByText(language.explainer)).toBeInTheDocument();
    expect(await screen.findByText(language.payouts)).toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: language.totals }));
    expect(within(totals.getByText(language.week).closest('dl') as HTMLElement).getByText(language.weekHint)).toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: language.caption }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(language.headers);
    const [, , openDated] = table.getAllByRole('row');
    expect(
      within(openDated!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(language.row);
  });

  it('the CSV has its header and states in it (UTF-8 with a byte order mark, for spreadsheets), its amounts and instants machine-readable', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:earnings');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: language.download }));
    const bytes = new Uint8Array(await (created.mock.calls[0]![0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split('\r\n')[0]).toBe(language.csvHeader);
    expect(csv).toContain(`2026-11-18T17:00:00.000Z,${language.csvRow}`);
  });
});
