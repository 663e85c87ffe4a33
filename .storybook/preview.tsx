import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { resetToasts, ThemeProvider } from '@spur/ui-kit';
import '@spur/ui-kit/fonts.css';
import { resetStoryData, storyHandlers } from '../app/src/storybook/storyBackend';
import { withPage } from '../app/src/storybook/withPage';
import { loadStoryLocale, localeGlobalType, withLocale } from '../app/src/storybook/withLocale';

const preview: Preview = {
  // The language of every story (the toolbar's, or a story's own `globals: { locale: 'es' }`).
  globalTypes: localeGlobalType,
  initialGlobals: { locale: 'en' },
  // Every story is served by the real mock backend (MSW); stories add overrides for error,
  // empty and loading states with `parameters.msw`.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...storyHandlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      return worker;
    }),
    loadStoryLocale,
  ],
  // Each story starts from the seed with no toast on screen, so nothing one story does shows in
  // the next one's checks or snapshot.
  beforeEach: async () => {
    resetToasts();
    await resetStoryData();
  },
  // Later decorators wrap earlier ones: the language is around everything, the page included.
  decorators: [
    withPage,
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
    withLocale,
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The a11y panel reports violations; the test-runner fails on serious and critical ones.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
