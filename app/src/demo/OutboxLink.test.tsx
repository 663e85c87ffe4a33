import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../test/render';
import OutboxLink from './OutboxLink';

describe('OutboxLink', () => {
  it('links the demo footer to the Outbox page', () => {
    renderRoutes([{ path: '/', element: <OutboxLink /> }]);
    expect(screen.getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', '/demo/outbox');
  });
});
