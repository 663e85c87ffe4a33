import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { theme } from '../../theme';
import { renderWithTheme } from '../../test/render';
import { Page } from './Page';

describe('Page', () => {
  it('renders its children in the requested element, with room below', () => {
    renderWithTheme(
      <Page as="main" id="content">
        <p>Hello</p>
      </Page>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'content');
    expect(main).toContainElement(screen.getByText('Hello'));
    expect(getComputedStyle(main).getPropertyValue('padding-block')).toBe(`0 ${theme.space[16]}`);
  });

  it('lays its sections out in a column, `gap` apart, when asked', () => {
    const { container } = renderWithTheme(
      <Page gap={6}>
        <p>One</p>
        <p>Two</p>
      </Page>,
    );
    const page = getComputedStyle(container.firstElementChild!);
    expect(page.display).toBe('flex');
    expect(page.flexDirection).toBe('column');
    expect(page.getPropertyValue('gap')).toBe(theme.space[6]);
  });

  it('takes the space above from the space scale; a div by default', () => {
    const { container } = renderWithTheme(<Page paddingTop={8}>Text</Page>);
    const page = container.firstElementChild;
    expect(page?.tagName).toBe('DIV');
    expect(getComputedStyle(page!).getPropertyValue('padding-block')).toBe(`${theme.space[8]} ${theme.space[16]}`);
  });
});
