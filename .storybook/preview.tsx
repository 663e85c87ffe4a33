import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { resetToasts, ThemeProvider } from '@spur/ui-kit';
import '@spur/ui-kit/fonts.css';
import { resetStoryData, storyHandlers } from '../app/src/storybook/storyBackend';
import { withPage } from '../app/src/storybook/withPage';

const preview: Preview = {
  // Every story is served by the real mock backend (MSW); stories add overrides for error,
  // empty and loading states with `parameters.msw`.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...storyHandlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      return worker;
    }),
  ],
  // Each story starts from the seed with no toast on screen, so nothing one story does shows in
  // the next one's checks or snapshot.
  beforeEach: async () => {
    resetToasts();
    await resetStoryData();
  },
  decorators: [
    withPage,
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
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
