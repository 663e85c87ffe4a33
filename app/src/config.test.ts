import { describe, expect, it, vi } from 'vitest';
import {
  AuthNotConfiguredError,
  ConfigError,
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_URL,
  readConfig,
  resolveCognitoConfig,
  type AppConfig,
} from './config';

const tiles = { tileUrl: DEFAULT_TILE_URL, tileAttribution: DEFAULT_TILE_ATTRIBUTION };

describe('readConfig', () => {
  it('reads the VITE_* variables', () => {
    expect(
      readConfig(
        {
          VITE_API_URL: 'https://api.spur.example/',
          VITE_DEMO: 'false',
          VITE_COGNITO_USER_POOL_ID: 'us-west-2_abc',
          VITE_COGNITO_CLIENT_ID: 'client',
          VITE_COGNITO_AUTH_FLOW: 'USER_SRP_AUTH',
        },
        undefined,
      ),
    ).toEqual({
      apiUrl: 'https://api.spur.example',
      ...tiles,
      demo: false,
      cognito: { userPoolId: 'us-west-2_abc', userPoolClientId: 'client', authFlowType: 'USER_SRP_AUTH' },
    });
  });

  it('lets window.__SPUR_CONFIG__ win over the build-time values, field by field', () => {
    const config = readConfig(
      { VITE_API_URL: 'https://build.example', VITE_COGNITO_USER_POOL_ID: 'us-east-1_build', VITE_COGNITO_CLIENT_ID: 'build-client' },
      { apiUrl: 'http://127.0.0.1:6151', cognito: { userPoolId: 'local_pool', userPoolEndpoint: 'http://127.0.0.1:9229/' } },
    );
    expect(config).toEqual({
      apiUrl: 'http://127.0.0.1:6151',
      ...tiles,
      demo: false,
      cognito: { userPoolId: 'local_pool', userPoolClientId: 'build-client', userPoolEndpoint: 'http://127.0.0.1:9229' },
    });
  });

  it('demo mode comes from the demo build; runtime config can turn it off, not on', () => {
    expect(readConfig({ VITE_DEMO: 'true' }, undefined).demo).toBe(true);
    expect(readConfig({ VITE_DEMO: 'true' }, { demo: 'true' }).demo).toBe(true);
    expect(readConfig({ VITE_DEMO: 'true' }, { demo: false }).demo).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readConfig({}, { demo: true }).demo).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(readConfig({}, undefined)).toEqual({ apiUrl: '', ...tiles, demo: false, cognito: {} });
  });

  it('map tiles: OpenStreetMap unless VITE_TILE_* or the runtime config say otherwise', () => {
    expect(DEFAULT_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(DEFAULT_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors');
    expect(readConfig({ VITE_TILE_URL: ' ', VITE_TILE_ATTRIBUTION: '' }, undefined)).toMatchObject(tiles);
    const fromEnv = { VITE_TILE_URL: 'https://tiles.spur.example/{z}/{x}/{y}.png', VITE_TILE_ATTRIBUTION: '© Spur tiles' };
    expect(readConfig(fromEnv, undefined)).toMatchObject({ tileUrl: 'https://tiles.spur.example/{z}/{x}/{y}.png', tileAttribution: '© Spur tiles' });
    expect(readConfig(fromEnv, { tileUrl: 'https://{s}.tile.example/{z}/{x}/{y}@2x.png' })).toMatchObject({
      tileUrl: 'https://{s}.tile.example/{z}/{x}/{y}@2x.png',
      tileAttribution: '© Spur tiles',
    });
    expect(readConfig({}, { tileUrl: '', tileAttribution: '© Local' })).toMatchObject({ tileUrl: DEFAULT_TILE_URL, tileAttribution: '© Local' });
    expect(() => readConfig({ VITE_TILE_URL: 'https://tiles.example/tile.png' }, undefined)).toThrow(/tileUrl/);
    expect(() => readConfig({}, { tileUrl: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(ConfigError);
  });

  it('rejects invalid values with a clear message', () => {
    expect(() => readConfig({ VITE_API_URL: 'ftp://nope' }, undefined)).toThrow(ConfigError);
    expect(() => readConfig({ VITE_API_URL: 'not a url' }, undefined)).toThrow(/apiUrl/);
    expect(() => readConfig({ VITE_COGNITO_AUTH_FLOW: 'CUSTOM' }, undefined)).toThrow(/authFlowType/);
  });
});

const base: AppConfig = { apiUrl: '', ...tiles, demo: false, cognito: {} };

describe('resolveCognitoConfig', () => {
  it('demo mode: the mock pool at <origin>/mock-cognito with USER_PASSWORD_AUTH', async () => {
    const loader = vi.fn(async () => ({ userPoolId: 'us-east-1_SpurDemo', userPoolClientId: 'spurdemoclient', endpointPath: '/mock-cognito' }));
    await expect(resolveCognitoConfig({ ...base, demo: true }, loader, 'http://localhost:5173')).resolves.toEqual({
      userPoolId: 'us-east-1_SpurDemo',
      userPoolClientId: 'spurdemoclient',
      userPoolEndpoint: 'http://localhost:5173/mock-cognito',
      authFlowType: 'USER_PASSWORD_AUTH',
    });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('demo mode keeps an explicitly configured pool', async () => {
    const loader = vi.fn();
    const config = { ...base, demo: true, cognito: { userPoolId: 'p_1', userPoolClientId: 'c', userPoolEndpoint: 'http://x' } };
    await expect(resolveCognitoConfig(config, loader, 'http://o')).resolves.toEqual({
      userPoolId: 'p_1',
      userPoolClientId: 'c',
      userPoolEndpoint: 'http://x',
      authFlowType: 'USER_PASSWORD_AUTH',
    });
    expect(loader).not.toHaveBeenCalled();
  });

  it('real Cognito defaults to SRP; a custom endpoint (cognito-local) to USER_PASSWORD_AUTH', async () => {
    await expect(resolveCognitoConfig({ ...base, cognito: { userPoolId: 'us-east-1_x', userPoolClientId: 'c' } })).resolves.toMatchObject({
      authFlowType: 'USER_SRP_AUTH',
    });
    await expect(
      resolveCognitoConfig({ ...base, cognito: { userPoolId: 'us-east-1_x', userPoolClientId: 'c', userPoolEndpoint: 'http://127.0.0.1:9229' } }),
    ).resolves.toMatchObject({ authFlowType: 'USER_PASSWORD_AUTH', userPoolEndpoint: 'http://127.0.0.1:9229' });
  });

  it('throws AuthNotConfiguredError without a pool outside demo mode', async () => {
    await expect(resolveCognitoConfig(base)).rejects.toBeInstanceOf(AuthNotConfiguredError);
  });
});
