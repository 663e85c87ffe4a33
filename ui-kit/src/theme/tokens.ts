/**
 * Spur's design tokens. Components read these through the styled-components theme; no colour,
 * spacing or font literal lives anywhere else in the kit. Text/background pairs meet WCAG AA.
 */

const palette = {
  coral: {
    50: '#FFF4ED',
    100: '#FFE4D2',
    200: '#FEC6A4',
    300: '#FD9D6C',
    400: '#F97A3F',
    500: '#EA580C',
    600: '#C2410C',
    700: '#9A3412',
    800: '#7C2D12',
    900: '#431407',
  },
  ocean: {
    50: '#F0FDFA',
    100: '#CCFBF1',
    200: '#99F6E4',
    300: '#5EEAD4',
    500: '#14B8A6',
    600: '#0D9488',
    700: '#0F766E',
    800: '#115E59',
    900: '#134E4A',
  },
  slate: {
    0: '#FFFFFF',
    50: '#F8FAFC',
    100: '#F1F5F9',
    200: '#E2E8F0',
    300: '#CBD5E1',
    400: '#94A3B8',
    500: '#64748B',
    600: '#475569',
    700: '#334155',
    800: '#1E293B',
    900: '#0F172A',
  },
  red: { 50: '#FEF2F2', 100: '#FEE2E2', 600: '#DC2626', 700: '#B91C1C', 800: '#991B1B' },
  green: { 50: '#F0FDF4', 100: '#DCFCE7', 700: '#15803D', 800: '#166534' },
  amber: { 50: '#FFFBEB', 100: '#FEF3C7', 400: '#FBBF24', 700: '#B45309', 800: '#92400E' },
} as const;

export const colors = {
  palette,
  brand: {
    subtle: palette.coral[50],
    muted: palette.coral[100],
    base: palette.coral[600],
    hover: palette.coral[700],
    active: palette.coral[800],
    /** Text on brand backgrounds. */
    contrast: palette.slate[0],
  },
  accent: {
    subtle: palette.ocean[50],
    muted: palette.ocean[100],
    base: palette.ocean[700],
    hover: palette.ocean[800],
    contrast: palette.slate[0],
  },
  neutral: palette.slate,
  text: {
    primary: palette.slate[900],
    secondary: palette.slate[600],
    muted: palette.slate[500],
    inverse: palette.slate[0],
    link: palette.ocean[700],
  },
  surface: {
    page: palette.slate[50],
    card: palette.slate[0],
    sunken: palette.slate[100],
    inverse: palette.slate[900],
    overlay: 'rgba(15, 23, 42, 0.55)',
    skeleton: palette.slate[200],
  },
  border: {
    subtle: palette.slate[200],
    default: palette.slate[300],
    strong: palette.slate[500],
    focus: palette.ocean[600],
  },
  destructive: {
    subtle: palette.red[50],
    muted: palette.red[100],
    base: palette.red[700],
    hover: palette.red[800],
    contrast: palette.slate[0],
  },
  status: {
    confirmed: { bg: palette.green[100], fg: palette.green[800] },
    pending: { bg: palette.amber[100], fg: palette.amber[800] },
    cancelled: { bg: palette.red[100], fg: palette.red[800] },
    neutral: { bg: palette.slate[100], fg: palette.slate[700] },
    success: { bg: palette.green[50], fg: palette.green[700] },
  },
  rating: palette.amber[400],
  beta: { bg: palette.red[700], fg: palette.slate[0] },
} as const;

/** 4 px spacing scale. */
export const space = {
  0: '0',
  px: '1px',
  0.5: '2px',
  1: '4px',
  1.5: '6px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
  20: '80px',
  24: '96px',
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.10)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
  focus: `0 0 0 3px ${palette.ocean[200]}`,
} as const;

export const fonts = {
  body: "'Inter', 'Inter Fallback', 'Helvetica Neue', Arial, sans-serif",
  heading: "'Inter', 'Inter Fallback', 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const lineHeights = { tight: 1.2, snug: 1.35, normal: 1.5, relaxed: 1.65 } as const;

/** Mobile first: the deal grid has 1 column below `sm`, then 2, 3 (`lg`) and 4 (`xl`). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const sizes = {
  container: '1200px',
  narrow: '640px',
  dialog: '480px',
  icon: { sm: '16px', md: '20px', lg: '24px', xl: '32px' },
  control: { sm: '32px', md: '40px', lg: '48px' },
  /** Switch track and thumb. */
  switch: { width: '44px', height: '24px', thumb: '20px' },
  dealImage: '192px',
  categoryTile: '160px',
  toastWidth: '390px',
  /** The height of a rendered e-mail's frame (MailPreview). */
  mailFrame: '720px',
} as const;

export const zIndices = { base: 0, nav: 20, banner: 30, overlay: 50, dialog: 60, toast: 100 } as const;

export const transitions = {
  fast: '120ms ease-out',
  normal: '200ms ease-out',
} as const;

export const theme = {
  colors,
  space,
  radii,
  shadows,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  media,
  sizes,
  zIndices,
  transitions,
} as const;

export type SpurTheme = typeof theme;
