import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { PayoutStatus } from '@spur/contract';
import { loadLocale } from '../../i18n/catalogs';
import { payoutsMachine } from '../../machines/payoutsMachine';
import { testOnboardingMachine } from '../../machines/testOnboardingMachine';
import { renderWithProviders } from '../../test/render';
import { TestOnboardingView } from '../TestOnboardingPage';
import { PayoutsPanel } from './PayoutsPanel';
import { onboardingIncomplete } from './payoutsCopy';

const LANGUAGES = [
  {
    locale: 'es',
    heading: 'Cobros',
    notConnected: 'Conecte una cuenta de cobro para que Spur pueda pagarle lo que generan sus ofertas.',
    connect: 'Conectar cobros',
    incomplete: 'Registro incompleto: un documento de identidad, una cuenta bancaria para los cobros y company structure.',
    stillChecking: 'Registro incompleto: el proveedor de pagos aún está verificando sus datos.',
    continue: 'Continuar',
    testTitle: 'Registro de prueba',
    finish: 'Terminar el registro',
  },
  {
    locale: 'zh-Hans',
    heading: '收款',
    notConnected: '请连接收款账户，以便 Spur 向您支付优惠带来的收入。',
    connect: '连接收款账户',
    incomplete: '开户未完成：身份证件、用于收款的银行账户、company structure。',
    stillChecking: '开户未完成：支付服务商仍在核实您的信息。',
    continue: '继续',
    testTitle: '测试开户',
    finish: '完成开户',
  },
] as const;

const DUE = ['individual.verification.document', 'external_account', 'company.structure'];

function renderPanel(status: PayoutStatus, locale: (typeof LANGUAGES)[number]['locale']) {
  const machine = payoutsMachine.provide({ actors: { loadStatus: fromPromise(async () => status) } });
  renderWithProviders(
    <MemoryRouter>
      <PayoutsPanel machine={machine} />
    </MemoryRouter>,
    { locale },
  );
}

beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

describe.each(LANGUAGES)('payouts in $locale', (language) => {
  it('not connected: the panel says so and offers to connect', async () => {
    renderPanel({ state: 'not_connected', requirements_due: [] }, language.locale);
    expect(screen.getByRole('heading', { name: language.heading })).toBeInTheDocument();
    expect(await screen.findByText(language.notConnected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: language.connect })).toBeInTheDocument();
  });

  it('onboarding incomplete: what Stripe asks for, listed as the language lists', async () => {
    renderPanel({ state: 'onboarding_incomplete', requirements_due: DUE }, language.locale);
    expect(await screen.findByText(language.incomplete)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: language.continue })).toBeInTheDocument();
    expect(onboardingIncomplete([], language.locale)).toBe(language.stillChecking);
  });

  it('the test onboarding page', () => {
    const machine = testOnboardingMachine.provide({ actors: { complete: fromPromise(async () => ({ url: '/business-dashboard' })) } });
    renderWithProviders(
      <MemoryRouter initialEntries={['/test-onboarding/acct_test_1']}>
        <Routes>
          <Route path="/test-onboarding/:accountId" element={<TestOnboardingView machine={machine} />} />
        </Routes>
      </MemoryRouter>,
      { locale: language.locale },
    );
    expect(screen.getByRole('heading', { level: 1, name: language.testTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: language.finish })).toBeInTheDocument();
  });
});
