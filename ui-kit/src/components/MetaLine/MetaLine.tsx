import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../utils/visuallyHidden';

export interface MetaLineProps {
  /** Decorative icon at the start (give it `aria-hidden`). */
  icon?: ReactNode;
  /** Read before the content by screen readers only, where the icon says it visually (e.g. "Location:"). */
  label?: string;
  /** Keep a text on one line, cut with an ellipsis; the full text shows on hover. */
  truncate?: boolean;
  /** The fact: a place, a date, a badge... */
  children: ReactNode;
  /** Class name for the line. */
  className?: string;
}

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
`;

const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** One small secondary line of a card, an icon before it: where a deal takes place, when it ends. */
export function MetaLine({ icon, label, truncate = false, children, className }: MetaLineProps) {
  return (
    <Line className={className}>
      {icon}
      {label && <VisuallyHidden>{label} </VisuallyHidden>}
      {truncate ? <Ellipsis title={typeof children === 'string' ? children : undefined}>{children}</Ellipsis> : children}
    </Line>
  );
}
