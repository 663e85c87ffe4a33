import { describe, expect, it } from 'vitest';
import { usesCognitoEmulator } from './runtimeConfig';

describe('usesCognitoEmulator', () => {
  it('is true when the runtime configuration points the user pool at an endpoint (cognito-local)', () => {
    expect(usesCognitoEmulator({ cognito: { userPoolId: 'local_abc', userPoolEndpoint: 'http://127.0.0.1:9229' } })).toBe(true);
  });

  it('is false for an AWS user pool, a blank endpoint or no configuration', () => {
    expect(usesCognitoEmulator({ cognito: { userPoolId: 'us-east-1_abc', userPoolClientId: 'client' } })).toBe(false);
    expect(usesCognitoEmulator({ cognito: { userPoolEndpoint: '  ' } })).toBe(false);
    expect(usesCognitoEmulator({})).toBe(false);
    expect(usesCognitoEmulator(undefined)).toBe(false);
  });
});
