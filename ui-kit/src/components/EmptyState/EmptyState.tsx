import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import styled from 'styled-components';
import { StatusIcon, StatusPanel, StatusTitle } from '../StatusPanel/StatusPanel';

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

/** The neutral look: roomier than an error, no frame, a grey icon circle. */
const Panel = styled(StatusPanel)`
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  ${StatusIcon} {
    margin-bottom: ${({ theme }) => theme.space[1]};
    background: ${({ theme }) => theme.colors.surface.sunken};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  ${StatusTitle} {
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
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
    <Panel
      icon={icon}
      title={title}
      headingLevel={headingLevel}
      text={description}
      action={action !== undefined && action !== null && <Action>{action}</Action>}
      className={className}
    />
  );
}
