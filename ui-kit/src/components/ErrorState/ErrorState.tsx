import type { ReactNode } from 'react';
import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';

export interface ErrorStateProps {
  /** Short summary of what failed. */
  title?: ReactNode;
  /** What went wrong, e.g. the server's message. */
  message: ReactNode;
  /** Called by the Retry button; without it there is no button. */
  onRetry?: () => void;
  /** Text of the retry button. */
  retryLabel?: string;
  /** Show the retry button busy while the retry is in flight. */
  retrying?: boolean;
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
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border: 1px solid ${({ theme }) => theme.colors.destructive.muted};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.destructive.subtle};
  text-align: center;
`;

const IconCircle = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.lg};
  height: ${({ theme }) => theme.sizes.control.lg};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.destructive.muted};
  color: ${({ theme }) => theme.colors.destructive.base};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.lg};
    height: ${({ theme }) => theme.sizes.icon.lg};
  }
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Message = styled.p`
  max-width: ${({ theme }) => theme.sizes.dialog};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** An error block (role="alert") with a message and a Retry button. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  return (
    <Root role="alert" className={className}>
      <IconCircle aria-hidden="true">
        <TriangleExclamationPoint aria-hidden="true" />
      </IconCircle>
      <Title as={`h${headingLevel}`}>{title}</Title>
      <Message>{message}</Message>
      {onRetry && (
        <Button variant="outline" icon={<RotateCw aria-hidden="true" />} onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      )}
    </Root>
  );
}
