import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@spur/contract';
import { localize, localizedPath } from '@spur/i18n';
import { getToasts, resetToasts } from '@spur/ui-kit';
import { authService } from '../auth/authService';
import { loadLocale } from '../i18n/catalogs';
import { renderRoutes } from '../test/render';
import SignUpPage from './SignUpPage';

vi.mock('../auth/authService', () => ({ authService: { signUp: vi.fn(), resendSignUpCode: vi.fn() } }));
vi.mock('../demo/demoMode', async (importOriginal) => ({ ...(await importOriginal<object>()), isDemoMode: () => true }));

const auth = vi.mocked(authService);
const EMAIL = 'new.explorer@spur.example';

const LANGUAGES = [
  {
    locale: 'es',
    heading: 'Cree su cuenta',
    email: 'Correo electrónico',
    warningTitle: 'Elija su correo electrónico con cuidado',
    password: /^Contraseña/,
    confirm: /^Confirmar contraseña/,
    submit: 'Registrarse',
    logIn: 'Inicie sesión',
    verifyHeading: 'Verifique su cuenta',
    verifySubtitle: `Enviamos un código de verificación a ${EMAIL}. Ingréselo a continuación para terminar su registro.`,
    code: 'Código de verificación',
    demoNote: 'Modo de demostración: su código es 123456',
    resend: 'Reenviar',
    codeSent: 'Código de verificación enviado',
  },
  {
    locale: 'zh-Hans',
    heading: '创建您的账户',
    email: '邮箱',
    warningTitle: '请谨慎填写邮箱',
    password: /^密码/,
    confirm: /^确认密码/,
    submit: '注册',
    logIn: '登录',
    verifyHeading: '验证您的账户',
    verifySubtitle: `我们已向 ${EMAIL} 发送验证码，请在下方输入以完成注册。`,
    code: '验证码',
    demoNote: '演示模式：您的验证码是 123456',
    resend: '重新发送',
    codeSent: '验证码已发送',
  },
] as const;

beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));
beforeEach(() => {
  resetToasts();
  auth.signUp.mockResolvedValue({ userConfirmed: false });
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.clearAllMocks();
});

describe('SignUpPage in another language', () => {
  it.each(LANGUAGES)("$locale: both steps, the required-fields message and the machine's toast", async (language) => {
    // The sign-up machine's messages and toasts are in the language of the page's URL.
    window.history.replaceState(null, '', localizedPath(language.locale, '/signup'));
    renderRoutes([{ path: '/signup', element: <SignUpPage /> }], { path: '/signup', locale: language.locale, auth: { status: 'guest' } });
    expect(screen.getByRole('heading', { level: 1, name: language.heading })).toBeInTheDocument();
    expect(screen.getByText(language.warningTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: language.logIn })).toHaveAttribute('href', '/login');

    await userEvent.click(screen.getByRole('button', { name: language.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(localize(MESSAGES, language.locale).fillAllFields);

    await userEvent.type(screen.getByRole('textbox', { name: language.email }), EMAIL);
    await userEvent.type(screen.getByLabelText(language.password), 'SpurDemo!2026');
    await userEvent.type(screen.getByLabelText(language.confirm), 'SpurDemo!2026');
    await userEvent.click(screen.getByRole('button', { name: language.submit }));

    expect(await screen.findByRole('heading', { level: 1, name: language.verifyHeading })).toBeInTheDocument();
    expect(screen.getByText(language.verifySubtitle)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: language.code })).toBeInTheDocument();
    expect(screen.getByText(language.demoNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: language.resend })).toBeInTheDocument();
    expect(getToasts().at(-1)?.title).toBe(language.codeSent);
  });
});
