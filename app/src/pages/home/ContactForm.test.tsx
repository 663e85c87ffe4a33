import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@spur/ui-kit';
import { RenderEnvironmentProvider } from '../../ssr/environment';
import ContactForm from './ContactForm';

/** The form as the server sends it, before any script runs. */
function serverHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RenderEnvironmentProvider value={{ now: Date.UTC(2026, 10, 26, 12), zone: 'UTC', locale: 'en-US' }}>
      <ThemeProvider>
        <ContactForm />
      </ThemeProvider>
    </RenderEnvironmentProvider>,
  );
  return container;
}

describe('ContactForm in the server HTML (issue 32)', () => {
  it('says, without JavaScript, that sending needs it and where to write instead', () => {
    expect(serverHtml().querySelector('noscript')?.textContent).toContain(
      'Sending a message needs JavaScript, which is turned off in your browser. Write to us at support@spurdeals.com instead.',
    );
  });

  it('offers Send only once the page has hydrated: disabled until then', () => {
    const send = [...serverHtml().querySelectorAll('button')].find((button) => button.textContent === 'Send Message');
    expect(send).toBeDisabled();
  });
});
