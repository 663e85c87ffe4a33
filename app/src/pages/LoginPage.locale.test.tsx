import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@spur/contract';
import { localize } from '@spur/i18n';
import { getToasts, resetToasts } from '@spur/ui-kit';
import type { AuthValue } from '../auth';
import { loadLocale } from '../i18n/catalogs';
import { renderRoutes } from '../test/render';
import LoginPage from './LoginPage';

const LANGUAGES = [
  {
    locale: 'es',
    heading: 'Bienvenido de nuevo',
    email: 'Correo electrónico o nombre de usuario',
    idNote: 'Su correo electrónico es su identificador de acceso permanente',
    password: /^Contraseña/,
    showPassword: 'Mostrar contraseña',
    forgot: '¿Olvidó su contraseña?',
    signUp: 'Regístrese',
    submit: 'Iniciar sesión',
    failed: 'No se pudo iniciar sesión',
    checkCredentials: 'Revise sus datos de acceso e inténtelo de nuevo.',
  },
  {
    locale: 'zh-Hans',
    heading: '欢迎回来',
    email: '邮箱或用户名',
    idNote: '您的邮箱是您永久的登录账号',
    password: /^密码/,
    showPassword: '显示密码',
    forgot: '忘记密码？',
    signUp: '注册',
    submit: '登录',
    failed: '登录失败',
    checkCredentials: '请检查您的登录信息后重试。',
  },
] as const;

function renderLogin(locale: (typeof LANGUAGES)[number]['locale'], auth: Partial<AuthValue> = {}) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <p>Sign-up page</p> },
    ],
    { path: '/login', locale, auth: { status: 'guest', ...auth } },
  );
}

beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));
beforeEach(() => resetToasts());

describe('LoginPage in another language', () => {
  it.each(LANGUAGES)('$locale: the heading, the fields, the links and the required-fields message', async (language) => {
    const login = vi.fn(async () => {});
    const { router } = renderLogin(language.locale, { login });
    expect(screen.getByRole('heading', { level: 1, name: language.heading })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: language.email })).toHaveAccessibleDescription(language.idNote);
    expect(screen.getByLabelText(language.password)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: language.showPassword })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: language.forgot })).toHaveAttribute('href', '/forgot-password');

    await userEvent.click(screen.getByRole('button', { name: language.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(localize(MESSAGES, language.locale).enterEmailAndPassword);
    expect(login).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: language.signUp }));
    expect(router.state.location.pathname).toBe('/signup');
  });

  it.each(LANGUAGES)('$locale: a failed login says so, in the toast and inline', async (language) => {
    renderLogin(language.locale, { login: vi.fn(async () => Promise.reject(new Error(''))) });
    await userEvent.type(screen.getByRole('textbox', { name: language.email }), 'traveler@spur.example');
    await userEvent.type(screen.getByLabelText(language.password), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: language.submit }));
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ title: language.failed, description: language.checkCredentials }));
    expect(screen.getByRole('alert')).toHaveTextContent(language.checkCredentials);
  });
});
