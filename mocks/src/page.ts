/**
 * The page this code runs in, when it runs in one. Read through `globalThis` so the module also
 * type-checks without the DOM library (the server's contract suite runs the mocks in Node).
 */
interface PageLocation {
  origin?: string;
}

/** The page's location, or undefined outside a browser (Node, workers without one). */
export function pageLocation(): PageLocation | undefined {
  return (globalThis as { location?: PageLocation }).location;
}

/** True in a browser page (or a worker) that has a location. */
export const inBrowser = (): boolean => pageLocation() !== undefined;
