import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface StatCardProps {
  /** What is counted, e.g. "Total Deals". */
  label: ReactNode;
  /** The figure, already formatted (e.g. 12 or "$1,240.00"). */
  value: ReactNode;
  /** Decorative icon shown beside the label (make it `aria-hidden`). */
  icon?: ReactNode;
  /** Small note under the value, e.g. "Paid bookings, not cancelled". */
  hint?: ReactNode;
  /** Class name for the card. */
  className?: string;
}

const Card = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  min-width: 0;
`;

const Label = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Value = styled.dd`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Hint = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const IconBox = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand.subtle};
  color: ${({ theme }) => theme.colors.brand.base};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

/** One figure of a dashboard: label, value, optional icon and hint (a `dl` term and its description). */
export function StatCard({ label, value, icon, hint, className }: StatCardProps) {
  return (
    <Card className={className}>
      <List>
        <Label>{label}</Label>
        <Value>{value}</Value>
        {hint !== undefined && hint !== null && <Hint>{hint}</Hint>}
      </List>
      {icon !== undefined && icon !== null && <IconBox aria-hidden="true">{icon}</IconBox>}
    </Card>
  );
}
