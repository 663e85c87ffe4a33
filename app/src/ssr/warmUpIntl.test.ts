import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './warmUpIntl';

describe('warmUpIntl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('creates and uses a number format in a task of its own, not in the caller\'s', () => {
    const created = vi.spyOn(Intl, 'NumberFormat');
    const tasks: (() => void)[] = [];
    warmUpIntl((task) => tasks.push(task));
    expect(created).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(created).toHaveBeenCalledWith('en-US', { style: 'currency', currency: 'USD' });
  });
});
