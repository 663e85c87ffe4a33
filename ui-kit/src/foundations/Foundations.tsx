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

/** Every semantic colour (and, with `palette`, the raw palette) as a swatch with its name and value. */
export function ColorSwatches({ group }: { group: 'semantic' | 'palette' }) {
  const { palette, ...semantic } = theme.colors;
  const entries = group === 'palette' ? flattenTokens(palette, 'palette') : flattenTokens(semantic as Tokens);
  return (
    <Themed>
      <Grid>
        {entries.map(([name, value]) => (
          <Swatch key={name}>
            <Chip style={{ background: value }} />
            <Caption>
              <strong>colors.{name}</strong>
              <code>{value}</code>
            </Caption>
          </Swatch>
        ))}
      </Grid>
    </Themed>
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

const Sample = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** The type scale, font weights, families and line heights. */
export function TypeScale() {
  return (
    <Themed>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(theme.fontSizes).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>fontSizes.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <Sample style={{ fontSize: value }}>Discover adventures near you</Sample>
              </td>
            </tr>
          ))}
          {Object.entries(theme.fontWeights).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>fontWeights.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <Sample style={{ fontWeight: value }}>Book Now</Sample>
              </td>
            </tr>
          ))}
          {Object.entries(theme.lineHeights).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>lineHeights.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td />
            </tr>
          ))}
          {Object.entries(theme.fonts).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>fonts.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <Sample style={{ fontFamily: value }}>Laguna Beach, CA</Sample>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Themed>
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
    <Themed>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Length</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(theme.space)
            .sort(([, a], [, b]) => Number.parseFloat(a) - Number.parseFloat(b))
            .map(([name, value]) => (
              <tr key={name}>
                <td>
                  <code>space[{name}]</code>
                </td>
                <td>
                  <code>{value}</code>
                </td>
                <td>
                  <Bar style={{ width: value }} />
                </td>
              </tr>
            ))}
        </tbody>
      </Table>
    </Themed>
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
    <Themed>
      <Grid>
        {Object.entries(theme.radii).map(([name, value]) => (
          <Swatch key={name}>
            <Caption>
              <RadiusTile style={{ borderRadius: value }} />
              <strong>radii.{name}</strong>
              <code>{value}</code>
            </Caption>
          </Swatch>
        ))}
      </Grid>
    </Themed>
  );
}

/** Elevation shadows. */
export function ShadowScale() {
  return (
    <Themed>
      <Grid>
        {Object.entries(theme.shadows).map(([name, value]) => (
          <Swatch key={name}>
            <Caption>
              <Tile style={{ boxShadow: value, borderRadius: theme.radii.md, margin: theme.space[3] }} />
              <strong>shadows.{name}</strong>
              <code>{value}</code>
            </Caption>
          </Swatch>
        ))}
      </Grid>
    </Themed>
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
    <Themed>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Min width</th>
            <th scope="col">Media query</th>
            <th scope="col">Deal grid</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>(base)</code>
            </td>
            <td>
              <code>0</code>
            </td>
            <td />
            <td>1 column</td>
          </tr>
          {Object.entries(theme.breakpoints).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>breakpoints.{name}</code>
              </td>
              <td>
                <code>{value}px</code>
              </td>
              <td>
                <code>{theme.media[name as keyof typeof theme.media]}</code>
              </td>
              <td>{dealColumns[name as keyof typeof dealColumns]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Themed>
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
    <Themed>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Themed>
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
    <Themed>
      <Grid>
        {DEAL_CATEGORIES.flatMap((category) =>
          pictures[category].map((src, index) => (
            <Swatch key={`${category}-${index}`}>
              <Picture src={src} alt={`${category} picture ${index + 1}`} />
              <Caption>
                <strong>
                  pictureFor(&apos;{category}&apos;, {index})
                </strong>
              </Caption>
            </Swatch>
          )),
        )}
      </Grid>
    </Themed>
  );
}
