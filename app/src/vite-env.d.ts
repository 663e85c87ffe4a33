/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API ('' or unset: same origin). */
  readonly VITE_API_URL?: string;
  /** 'true' runs the whole backend in the browser (MSW + mock database); set by `--mode demo`. */
  readonly VITE_DEMO?: string;
  readonly VITE_COGNITO_USER_POOL_ID?: string;
  readonly VITE_COGNITO_CLIENT_ID?: string;
  /** Custom Cognito endpoint (cognito-local, or the demo's same-origin emulation). */
  readonly VITE_COGNITO_ENDPOINT?: string;
  /** 'USER_SRP_AUTH' (production Cognito) or 'USER_PASSWORD_AUTH' (emulators). */
  readonly VITE_COGNITO_AUTH_FLOW?: string;
  /** Map tiles, an http(s) URL template with {z}, {x} and {y} (default: OpenStreetMap's). */
  readonly VITE_TILE_URL?: string;
  /** The tiles' attribution (default: '© OpenStreetMap contributors'). */
  readonly VITE_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Runtime configuration set by /spur-config.js before the app starts (CONTRIBUTING.md). */
interface SpurRuntimeConfig {
  apiUrl?: string;
  /** Map tiles: an http(s) URL template with {z}, {x} and {y}. */
  tileUrl?: string;
  tileAttribution?: string;
  demo?: boolean | string;
  cognito?: {
    userPoolId?: string;
    userPoolClientId?: string;
    userPoolEndpoint?: string;
    authFlowType?: string;
  };
}

interface Window {
  __SPUR_CONFIG__?: SpurRuntimeConfig;
}
