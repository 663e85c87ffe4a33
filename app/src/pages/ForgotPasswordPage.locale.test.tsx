import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@spur/contract';
import { localize, localizedPath } from '@spur/i18n';
import { getToasts, resetToasts } from '@spur/ui-kit';
import { authService } from '../auth/authService';
import { loadLocale } from '../i18n/catalogs';
import { renderRoutes } from '../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';

vi.mock('../auth/authService', () => ({ authService: { resetPassword: vi.fn(), confirmResetPassword: vi.fn() } }));

const auth = vi.mocked(authService);

const LANGUAGES = [
  {
    locale: 'es',
    heading: 'Restablezca su contraseña',
    email: 'Correo electrónico',
    submit: 'Enviar código',
    backToLogin: 'Volver a iniciar sesión',
    stepTwo: 'Elija una nueva contraseña',
    code: 'Código de verificación',
    newPassword: /^Nueva contraseña/,
    reset: 'Restablecer contraseña',
    changeEmail: 'Usar otro correo electrónico',
    codeSent: 'Código de restablecimiento enviado',
  },
  {
    locale: 'zh-Hans',
    heading: '重置密码',
    email: '邮箱',
    submit: '发送验证码',
    backToLogin: '返回登录',
    stepTwo: '设置新密码',
    code: '验证码',
    newPassword: /^新密码/,
    reset: '重置密码',
    changeEmail: '使用其他邮箱',
    codeSent: '重置验证码已发送',
  },
] as const;

beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));
beforeEach(() => {
  resetToasts();
  auth.resetPassword.mockResolvedValue();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.clearAllMocks();
});

describe('ForgotPasswordPage in another language', () => {
  it.each(LANGUAGES)("$locale: both steps, the missing-email message and the machine's toast", async (language) => {
    // The reset machine's messages and toasts are in the language of the page's URL.
    window.history.replaceState(null, '', localizedPath(language.locale, '/forgot-password'));
    renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], { path: '/forgot-password', locale: language.locale, auth: { status: 'guest' } });
    expect(screen.getByRole('heading', { level: 1, name: language.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: language.backToLogin })).toHaveAttribute('href', '/login');

    await userEvent.click(screen.getByRole('button', { name: language.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(localize(MESSAGES, language.locale).enterEmail);

    await userEvent.type(screen.getByRole('textbox', { name: language.email }), 'traveler@spur.example');
    await userEvent.click(screen.getByRole('button', { name: language.submit }));
    expect(await screen.findByRole('heading', { level: 1, name: language.stepTwo })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: language.code })).toBeInTheDocument();
    expect(screen.getByLabelText(language.newPassword)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: language.reset })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: language.changeEmail })).toBeInTheDocument();
    expect(getToasts().at(-1)?.title).toBe(language.codeSent);
  });
});
