import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@spur/ui-kit';
import { StaticAuthProvider } from '../../auth';
import ForgotPasswordPage from '../ForgotPasswordPage';
import LoginPage from '../LoginPage';
import SignUpPage from '../SignUpPage';

/** The `<noscript>` note of a page as its HTML carries it (a browser shows it only with JavaScript off). */
function noScriptNote(Page: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ThemeProvider>
      <StaticAuthProvider>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </StaticAuthProvider>
    </ThemeProvider>,
  );
  return container.querySelector('noscript')?.textContent;
}

describe('the sign-in pages without JavaScript (issue 32)', () => {
  it('Log in says logging in needs it', () => {
    expect(noScriptNote(LoginPage)).toBe(
      'Logging in needs JavaScript, which is turned off in your browser. Turn it on to log in; browsing and searching deals work without it.',
    );
  });

  it('Sign up says creating an account needs it', () => {
    expect(noScriptNote(SignUpPage)).toBe(
      'Creating an account needs JavaScript, which is turned off in your browser. Turn it on to sign up; browsing and searching deals work without it.',
    );
  });

  it('Forgot password says resetting needs it', () => {
    expect(noScriptNote(ForgotPasswordPage)).toBe('Resetting your password needs JavaScript, which is turned off in your browser. Turn it on to get a reset code.');
  });
});
