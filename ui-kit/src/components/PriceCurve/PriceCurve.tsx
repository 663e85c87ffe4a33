import { useId } from 'react';
import styled from 'styled-components';

/** One step of the curve: when it begins and the price during it. */
export interface PriceCurvePoint {
  /** When the step begins, as shown under the chart ("3 h before", "4:15 PM"). */
  label: string;
  /** The price during the step, for the bar's height. */
  value: number;
  /** The price as shown ("$52.50"). */
  display: string;
}

export interface PriceCurveProps {
  /** The steps, in time order (at least one). */
  points: readonly PriceCurvePoint[];
  /**
   * The curve in words: the figure's caption and all a screen reader gets (the bars are hidden
   * from it), e.g. "From $60 three hours before the start down to $40 fifteen minutes before it."
   */
  caption: string;
}

/** The chart's height; a bar never goes below a fifth of it, so the floor stays visible. */
const CHART_HEIGHT = 96;
const MIN_SHARE = 0.2;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.sunken};
`;

const Bars = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 1px;
  height: ${CHART_HEIGHT}px;
`;

const Bar = styled.span<{ $share: number; $first: boolean }>`
  flex: 1 1 0;
  min-width: 1px;
  height: ${({ $share }) => `${Math.round($share * 100)}%`};
  border-radius: 2px 2px 0 0;
  background: ${({ theme, $first }) => ($first ? theme.colors.border.strong : theme.colors.accent.base)};
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/**
 * A stepped price over time as bars (the last-minute price drop's preview): the list price grey,
 * each lower step in the accent colour, the first and last step named under the chart. The bars
 * are decoration; the caption says the same in words.
 */
export function PriceCurve({ points, caption }: PriceCurveProps) {
  const values = points.map((point) => point.value);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const share = (value: number) => (max === min ? 1 : MIN_SHARE + ((1 - MIN_SHARE) * (value - min)) / (max - min));
  const captionId = useId();
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <Figure aria-labelledby={captionId}>
      <Bars aria-hidden="true" data-testid="price-curve-bars">
        {points.map((point, index) => (
          <Bar key={index} $share={share(point.value)} $first={point.value === max} title={`${point.label}: ${point.display}`} />
        ))}
      </Bars>
      {first && last && (
        <Axis aria-hidden="true">
          <span>
            {first.label} · {first.display}
          </span>
          <span>
            {last.label} · {last.display}
          </span>
        </Axis>
      )}
      <Caption id={captionId}>{caption}</Caption>
    </Figure>
  );
}
