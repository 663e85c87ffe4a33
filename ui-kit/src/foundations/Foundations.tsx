/**
 * Blocks for the Foundations docs page: each renders one group of the theme's tokens straight
 * from `tokens.ts`, so the page can never drift from the theme.
 */
import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { DEAL_CATEGORIES, pictures } from '../pictures';

type Tokens = { [key: string]: string | number | Tokens };

/** Flattens nested colour tokens into `[path, value]` pairs: `brand.base`, `status.pending.bg`. */
export function flattenTokens(tokens: Tokens, prefix = ''): [string, string][] {
  return Object.entries(tokens).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' ? flattenTokens(value, path) : [[path, String(value)] as [string, string]];
  });
}

/** Docs pages are not wrapped by the story decorators: give each block the theme itself. */
function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.categoryTile}, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[8]};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Swatch = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
`;

const Chip = styled.div`
  height: ${({ theme }) => theme.space[16]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const Caption = styled.figcaption`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

/** The cards of a token group (colours, radii, shadows, pictures), in a themed grid. */
function SwatchGrid({ children }: { children: ReactNode }) {
  return (
    <Themed>
      <Grid>{children}</Grid>
    </Themed>
  );
}

/** A card's caption: what `children` shows (if it belongs in the caption), the token's name and its value. */
function SwatchCaption({ name, value, children }: { name: string; value?: string; children?: ReactNode }) {
  return (
    <Caption>
      {children}
      <strong>{name}</strong>
      {value !== undefined && <code>{value}</code>}
    </Caption>
  );
}

/** Every semantic colour (and, with `palette`, the raw palette) as a swatch with its name and value. */
export function ColorSwatches({ group }: { group: 'semantic' | 'palette' }) {
  const { palette, ...semantic } = theme.colors;
  const entries = group === 'palette' ? flattenTokens(palette, 'palette') : flattenTokens(semantic as Tokens);
  return (
    <SwatchGrid>
      {entries.map(([name, value]) => (
        <Swatch key={name}>
          <Chip style={{ background: value }} />
          <SwatchCaption name={`colors.${name}`} value={value} />
        </Swatch>
      ))}
    </SwatchGrid>
  );
}

const Table = styled.table`
  width: 100%;
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[8]};
  border-collapse: collapse;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text.primary};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
    text-align: left;
    vertical-align: middle;
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.secondary};
    text-transform: uppercase;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A themed table of tokens under a header row of `columns`. */
function TokenTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <Themed>
      <Table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Themed>
  );
}

/** A token's row: its name and value as code, then the further cells given. */
function TokenRow({ name, value, children }: { name: string; value: ReactNode; children?: ReactNode }) {
  return (
    <tr>
      <td>
        <code>{name}</code>
      </td>
      <td>
        <code>{value}</code>
      </td>
      {children}
    </tr>
  );
}

const Sample = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** The type scale, font weights, families and line heights. */
export function TypeScale() {
  return (
    <TokenTable columns={['Token', 'Value', 'Sample']}>
      {Object.entries(theme.fontSizes).map(([name, value]) => (
        <TokenRow key={name} name={`fontSizes.${name}`} value={value}>
          <td>
            <Sample style={{ fontSize: value }}>Discover adventures near you</Sample>
          </td>
        </TokenRow>
      ))}
      {Object.entries(theme.fontWeights).map(([name, value]) => (
        <TokenRow key={name} name={`fontWeights.${name}`} value={value}>
          <td>
            <Sample style={{ fontWeight: value }}>Book Now</Sample>
          </td>
        </TokenRow>
      ))}
      {Object.entries(theme.lineHeights).map(([name, value]) => (
        <TokenRow key={name} name={`lineHeights.${name}`} value={value}>
          <td />
        </TokenRow>
      ))}
      {Object.entries(theme.fonts).map(([name, value]) => (
        <TokenRow key={name} name={`fonts.${name}`} value={value}>
          <td>
            <Sample style={{ fontFamily: value }}>Laguna Beach, CA</Sample>
          </td>
        </TokenRow>
      ))}
    </TokenTable>
  );
}

const Bar = styled.span`
  display: block;
  height: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent.base};
`;

/** The 4 px spacing scale as bars of each length. */
export function SpacingScale() {
  return (
    <TokenTable columns={['Token', 'Value', 'Length']}>
      {Object.entries(theme.space)
        .sort(([, a], [, b]) => Number.parseFloat(a) - Number.parseFloat(b))
        .map(([name, value]) => (
          <TokenRow key={name} name={`space[${name}]`} value={value}>
            <td>
              <Bar style={{ width: value }} />
            </td>
          </TokenRow>
        ))}
    </TokenTable>
  );
}

const Tile = styled.div`
  width: ${({ theme }) => theme.space[20]};
  height: ${({ theme }) => theme.space[16]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.surface.card};
`;

const RadiusTile = styled(Tile)`
  background: ${({ theme }) => theme.colors.brand.muted};
  border-color: ${({ theme }) => theme.colors.brand.base};
`;

/** Corner radii. */
export function RadiiScale() {
  return (
    <SwatchGrid>
      {Object.entries(theme.radii).map(([name, value]) => (
        <Swatch key={name}>
          <SwatchCaption name={`radii.${name}`} value={value}>
            <RadiusTile style={{ borderRadius: value }} />
          </SwatchCaption>
        </Swatch>
      ))}
    </SwatchGrid>
  );
}

/** Elevation shadows. */
export function ShadowScale() {
  return (
    <SwatchGrid>
      {Object.entries(theme.shadows).map(([name, value]) => (
        <Swatch key={name}>
          <SwatchCaption name={`shadows.${name}`} value={value}>
            <Tile style={{ boxShadow: value, borderRadius: theme.radii.md, margin: theme.space[3] }} />
          </SwatchCaption>
        </Swatch>
      ))}
    </SwatchGrid>
  );
}

const dealColumns: Record<keyof typeof theme.breakpoints, string> = {
  sm: '2 columns',
  md: '2 columns',
  lg: '3 columns',
  xl: '4 columns',
};

/** Breakpoints (mobile first) and what the deal grid does at each. */
export function BreakpointTable() {
  return (
    <TokenTable columns={['Token', 'Min width', 'Media query', 'Deal grid']}>
      <TokenRow name="(base)" value="0">
        <td />
        <td>1 column</td>
      </TokenRow>
      {Object.entries(theme.breakpoints).map(([name, value]) => (
        <TokenRow key={name} name={`breakpoints.${name}`} value={`${value}px`}>
          <td>
            <code>{theme.media[name as keyof typeof theme.media]}</code>
          </td>
          <td>{dealColumns[name as keyof typeof dealColumns]}</td>
        </TokenRow>
      ))}
    </TokenTable>
  );
}

/** Fixed sizes, layers and motion. */
export function OtherTokens() {
  const rows: [string, string][] = [
    ...flattenTokens(theme.sizes as unknown as Tokens, 'sizes'),
    ...flattenTokens(theme.zIndices as unknown as Tokens, 'zIndices'),
    ...flattenTokens(theme.transitions as unknown as Tokens, 'transitions'),
  ];
  return (
    <TokenTable columns={['Token', 'Value']}>
      {rows.map(([name, value]) => (
        <TokenRow key={name} name={name} value={value} />
      ))}
    </TokenTable>
  );
}

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 8 / 5;
  object-fit: cover;
`;

/** The kit's local pictures, by category (the fallback images of deal cards and category tiles). */
export function PictureGallery() {
  return (
    <SwatchGrid>
      {DEAL_CATEGORIES.flatMap((category) =>
        pictures[category].map((src, index) => (
          <Swatch key={`${category}-${index}`}>
            <Picture src={src} alt={`${category} picture ${index + 1}`} />
            <SwatchCaption name={`pictureFor('${category}', ${index})`} />
          </Swatch>
        )),
      )}
    </SwatchGrid>
  );
}
