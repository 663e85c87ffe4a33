import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Container } from './Container';

describe('Container', () => {
  it('renders its children in the requested element with extra attributes', () => {
    renderWithTheme(
      <Container as="main" id="content" size="narrow">
        <p>Hello</p>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'content');
    expect(main).toContainElement(screen.getByText('Hello'));
  });

  it('is a div by default', () => {
    const { container } = renderWithTheme(<Container>Text</Container>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});
