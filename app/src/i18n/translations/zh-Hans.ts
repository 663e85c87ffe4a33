/** Every Simplified Chinese catalog: the app's (`locales/zh-Hans.json` beside its copy) and the contract's. Its own chunk, "locale-zh-Hans" (vite.config.ts). */
import type { Messages } from '@spur/i18n';
import contract from '@spur/contract/locales/zh-Hans.json';

export const CATALOGS: Messages[] = [...Object.values(import.meta.glob<Messages>('../../**/locales/zh-Hans.json', { import: 'default', eager: true })), contract];
