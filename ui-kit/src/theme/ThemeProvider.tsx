import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './tokens';

export interface SpurThemeProviderProps {
  children: ReactNode;
  /** Also inject the global page styles (body font, colours, focus rings). Default true. */
  withGlobalStyle?: boolean;
}

/** Provides Spur's theme to every kit component below it. */
export function ThemeProvider({ children, withGlobalStyle = true }: SpurThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
