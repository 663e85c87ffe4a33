import { describe, expect, it } from 'vitest';
import { servedPrefixes, workerUrl } from './demoWorker';

describe('the demo worker\'s URL', () => {
  it('serves the API under its base and the Cognito emulation, on the page\'s origin', () => {
    expect(servedPrefixes({}, 'https://demo.example/deals?q=kayak')).toEqual(['https://demo.example/api/', 'https://demo.example/mock-cognito']);
    expect(servedPrefixes({ apiBase: 'https://api.example/v1/', cognitoEndpoint: 'https://auth.example/pool' }, 'https://demo.example/')).toEqual([
      'https://api.example/v1/api/',
      'https://auth.example/pool',
    ]);
  });

  it('hands the prefixes to the script in its query, encoded', () => {
    expect(workerUrl('/demoServiceWorker.js', ['https://demo.example/api/', 'https://demo.example/mock-cognito'])).toBe(
      '/demoServiceWorker.js?serve=https%3A%2F%2Fdemo.example%2Fapi%2F&serve=https%3A%2F%2Fdemo.example%2Fmock-cognito',
    );
    expect(workerUrl('/worker.js?v=2', ['https://demo.example/api/'])).toBe('/worker.js?v=2&serve=https%3A%2F%2Fdemo.example%2Fapi%2F');
  });
});
