import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../i18n/catalogs';
import { inPageLanguage, providerMessage } from './providerMessages';

function onPage(path: string) {
  window.history.replaceState(null, '', path);
}

describe("Cognito's messages in the page's language", () => {
  afterEach(() => onPage('/'));

  it('English pages show them as Cognito writes them', () => {
    onPage('/login');
    expect(providerMessage('Incorrect username or password.')).toBe('Incorrect username or password.');
  });

  it('a Spanish or Chinese page shows the known ones translated, and an unknown one as it is', async () => {
    await Promise.all([loadLocale('es'), loadLocale('zh-Hans')]);
    onPage('/es/login');
    expect(providerMessage('Incorrect username or password.')).toBe('El correo electrónico o la contraseña no son correctos.');
    expect(providerMessage('Password did not conform with policy: Password must have symbol characters')).toBe('La contraseña no cumple los requisitos: debe tener símbolos.');
    expect(providerMessage('User not authorized')).toBe('El correo electrónico o la contraseña no son correctos.');
    expect(providerMessage('Something Cognito has never said')).toBe('Something Cognito has never said');
    expect(providerMessage('toString')).toBe('toString');
    onPage('/zh-Hans/signup');
    expect(providerMessage('An account with the given email already exists.')).toBe('使用该邮箱的账户已存在。');
  });

  it('a failure keeps its name and class, with its message translated', async () => {
    await loadLocale('es');
    onPage('/es/login');
    class NotAuthorizedException extends Error {
      override name = 'NotAuthorizedException';
    }
    const failure = inPageLanguage(Promise.reject(new NotAuthorizedException('Incorrect username or password.')));
    await expect(failure).rejects.toThrow(NotAuthorizedException);
    await expect(failure).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'El correo electrónico o la contraseña no son correctos.' });
    await expect(inPageLanguage(Promise.resolve(7))).resolves.toBe(7);
  });
});
