import { useRenderEnvironment } from '../ssr/environment';

/** The viewer's locale for distances (miles or km): the browser's first language, en-US without one. */
export function viewerLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
}

/** The viewer's locale as a hook: a server render (and its hydration) uses the locale it rendered for. */
export function useViewerLocale(): string {
  return useRenderEnvironment()?.locale ?? viewerLocale();
}
