import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from '../theme';

/** Renders inside Spur's theme, as every consumer of the kit does. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: ({ children }) => <ThemeProvider>{children}</ThemeProvider>, ...options });
}
