export { theme, colors, space, radii, shadows, fonts, fontSizes, fontWeights, lineHeights, breakpoints, media, sizes, zIndices, transitions } from './tokens';
export type { SpurTheme } from './tokens';
export { ThemeProvider } from './ThemeProvider';
export type { SpurThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
