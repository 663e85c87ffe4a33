/** Every Spanish catalog: the app's (`locales/es.json` beside its copy) and the contract's. Its own chunk, "locale-es" (vite.config.ts). */
import type { Messages } from '@spur/i18n';
import contract from '@spur/contract/locales/es.json';

export const CATALOGS: Messages[] = [...Object.values(import.meta.glob<Messages>('../../**/locales/es.json', { import: 'default', eager: true })), contract];
