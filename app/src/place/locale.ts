/** The viewer's locale for distances (miles or km): the browser's first language, en-US without one. */
export function viewerLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
}
