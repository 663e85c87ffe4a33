/**
 * What a server render assumed about the viewer (issue 12): the instant and the time zone it
 * rendered with. The server cannot know the browser's zone, and its clock is not the browser's,
 * so while the browser hydrates it renders with the server's values (the HTML then matches, and
 * React does not warn); right after, with its own. Formats follow the page's language (its URL),
 * the same on both sides.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

export interface RenderEnvironment {
  /** The instant of the render, in epoch milliseconds. */
  now: number;
  /** The IANA time zone times were written in; undefined: the runtime's default. */
  zone: string | undefined;
  /** The `Intl` locale of the page's language (`INTL_LOCALE`), which every format of the render used. */
  locale: string;
}

const EnvironmentContext = createContext<RenderEnvironment | null>(null);

/** The server render's environment, for the server render itself and the browser's hydration. */
export function RenderEnvironmentProvider({ value, children }: { value: RenderEnvironment | null; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

/**
 * Whether this tree was rendered on the server (true on the server and in the browser's hydrated
 * tree, also after hydration). Unlike `useRenderEnvironment`, it never changes, so it costs the
 * component no render of its own when hydration ends.
 */
export function useServerRenderedTree(): boolean {
  return useContext(EnvironmentContext) !== null;
}

const subscribeToNothing = () => () => undefined;

/**
 * The environment of the server render while rendering on the server or hydrating its HTML,
 * else null (the browser's own clock and zone apply). React renders with the server
 * snapshot during hydration, then again with the client's.
 */
export function useRenderEnvironment(): RenderEnvironment | null {
  const environment = useContext(EnvironmentContext);
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return hydrating ? environment : null;
}
