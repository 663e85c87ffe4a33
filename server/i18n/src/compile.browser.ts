/**
 * In a browser build every message with ICU syntax is compiled by the build (`@spur/i18n/vite`):
 * the ICU parser does not ship. One that reaches here escaped it, which is a build bug, so it fails
 * loudly; a message without placeholders compiles to itself.
 */
export const compile = (message: string) => {
  if (!/[{}]/.test(message)) return [message];
  throw new Error(`@spur/i18n: "${message}" was not compiled by the build (is @spur/i18n/vite among the Vite plugins?).`);
};
