import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { BetaBanner } from './BetaBanner';

describe('BetaBanner', () => {
  it('is a named region with the default beta notice', () => {
    renderWithTheme(<BetaBanner />);
    expect(screen.getByRole('region', { name: 'Beta notice' })).toHaveTextContent(
      'This site is a beta version and is still in development.',
    );
  });

  it('takes custom text and label', () => {
    renderWithTheme(<BetaBanner label="Preview">Preview build</BetaBanner>);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Preview build');
  });
});
