import { describe, expect, it } from 'vitest';
import { api, idToken, TRAVELER, useMockServer } from './helpers';

describe('smoke', () => {
  const mock = useMockServer();
  it('lists deals', async () => {
    const res = await api('GET', '/api/deals');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(26);
  });
  it('inits the traveler', async () => {
    const token = await idToken(mock, TRAVELER);
    const res = await api('GET', '/api/users/init', { token });
    expect(res.status).toBe(200);
    expect(res.body.full_name).toBe('Jordan Reyes');
  });
});
