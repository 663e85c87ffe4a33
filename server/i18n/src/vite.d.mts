import type { Plugin } from 'vite';
/** Compiles the copy's English messages and the catalogs at build time (see vite.mjs). */
export declare function spurI18n(): Plugin;
