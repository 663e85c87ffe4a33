import { describe, expect, it } from 'vitest';
import { ApiError, nullWhenNotFound } from './errors';

describe('nullWhenNotFound', () => {
  it('passes the answer through', async () => {
    await expect(nullWhenNotFound(Promise.resolve({ id: 'b1' }))).resolves.toEqual({ id: 'b1' });
  });

  it('turns a 404 into null', async () => {
    await expect(nullWhenNotFound(Promise.reject(new ApiError('Booking not found', { status: 404 })))).resolves.toBeNull();
  });

  it('keeps any other failure', async () => {
    const failure = new ApiError('Server error', { status: 500 });
    await expect(nullWhenNotFound(Promise.reject(failure))).rejects.toBe(failure);
  });
});
