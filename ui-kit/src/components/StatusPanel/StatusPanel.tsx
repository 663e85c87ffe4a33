import type { AriaRole, ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The layout EmptyState and ErrorState share (internal, not exported by the kit): a centred column
 * of an icon in a circle, a title, a short text and an action. Each state gives it its own look by
 * styling the panel and, through `StatusIcon` and `StatusTitle`, its icon circle and title.
 */

export interface StatusPanelProps {
  /** Decorative icon shown in the circle; `null`, `false` or omitted for none. */
  icon?: ReactNode;
  /** The title, rendered as a heading. */
  title: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel: 2 | 3 | 4;
  /** Text under the title; omitted (or `null`) for none. */
  text?: ReactNode;
  /** What comes last, e.g. a Button; rendered as given. */
  action?: ReactNode;
  /** ARIA role of the panel, e.g. `alert` for an error. */
  role?: AriaRole;
  /** Class name for the panel (the states' own look and the caller's). */
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

/** The icon's circle; its colours come from the state. */
export const StatusIcon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.lg};
  height: ${({ theme }) => theme.sizes.control.lg};
  border-radius: ${({ theme }) => theme.radii.full};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.lg};
    height: ${({ theme }) => theme.sizes.icon.lg};
  }
`;

export const StatusTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Text = styled.p`
  max-width: ${({ theme }) => theme.sizes.dialog};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A centred status block: icon circle, heading, text and action, each optional but the title. */
export function StatusPanel({ icon, title, headingLevel, text, action, role, className }: StatusPanelProps) {
  return (
    <Root role={role} className={className}>
      {icon !== undefined && icon !== null && icon !== false && <StatusIcon aria-hidden="true">{icon}</StatusIcon>}
      <StatusTitle as={`h${headingLevel}`}>{title}</StatusTitle>
      {text !== undefined && text !== null && <Text>{text}</Text>}
      {action}
    </Root>
  );
}
