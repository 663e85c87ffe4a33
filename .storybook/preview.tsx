import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@spur/ui-kit';
import '@spur/ui-kit/fonts.css';

const preview: Preview = {
  decorators: [
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
