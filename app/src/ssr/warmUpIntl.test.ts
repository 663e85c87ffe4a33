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

  it('warms up the locale the page was rendered in', () => {
    const created = vi.spyOn(Intl, 'NumberFormat');
    warmUpIntl((task) => task(), 'zh-Hans-CN');
    expect(created).toHaveBeenCalledWith('zh-Hans-CN', { style: 'currency', currency: 'USD' });
  });
});
