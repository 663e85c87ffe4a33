import type { StorybookConfig } from '@storybook/react-vite';
import { spurI18n } from '@spur/i18n/vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/** One Storybook for the whole product: the kit's components and foundations, then the app's screens. */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../ui-kit/src/**/*.mdx',
    '../ui-kit/src/**/*.stories.@(ts|tsx)',
    '../app/src/**/*.mdx',
    '../app/src/**/*.stories.@(ts|tsx)',
    // The e-mail templates, rendered as their recipients see them.
    '../server/emails/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The app's public files, for the mock service worker (one committed copy, in app/public).
  staticDirs: ['../app/public'],
  core: { disableTelemetry: true },
  typescript: {
    // Props tables come from the JSDoc on each component's props interface.
    reactDocgen: 'react-docgen-typescript',
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [spurI18n()],
      resolve: { conditions: ['@spur/source', ...defaultClientConditions] },
    }),
};

export default config;
