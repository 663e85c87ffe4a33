import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** Illustration icon (decorative; make it `aria-hidden`). Defaults to a "nothing found" icon; pass `null` for none. */
  icon?: ReactNode;
  /** What is empty, e.g. "No deals found for your search." */
  title: ReactNode;
  /** Optional extra explanation under the title. */
  description?: ReactNode;
  /** Optional call to action, e.g. a "Show All Deals" Button. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Class name for the outer box. */
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
`;

const IconCircle = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.lg};
  height: ${({ theme }) => theme.sizes.control.lg};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface.sunken};
  color: ${({ theme }) => theme.colors.text.secondary};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.lg};
    height: ${({ theme }) => theme.sizes.icon.lg};
  }
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Description = styled.p`
  max-width: ${({ theme }) => theme.sizes.dialog};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** A friendly "nothing here" block: icon, title, optional description and action. */
export function EmptyState({
  icon = <SearchX aria-hidden="true" />,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon !== null && icon !== false && <IconCircle aria-hidden="true">{icon}</IconCircle>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description !== undefined && description !== null && <Description>{description}</Description>}
      {action !== undefined && action !== null && <Action>{action}</Action>}
    </Root>
  );
}
