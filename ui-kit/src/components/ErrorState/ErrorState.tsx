import type { ReactNode } from 'react';
import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { StatusIcon, StatusPanel } from '../StatusPanel/StatusPanel';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { ERROR_STATE_TEXTS } from './texts';

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

/** The error look: a red frame and a red icon circle. */
const Panel = styled(StatusPanel)`
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border: 1px solid ${({ theme }) => theme.colors.destructive.muted};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.destructive.subtle};
  ${StatusIcon} {
    background: ${({ theme }) => theme.colors.destructive.muted};
    color: ${({ theme }) => theme.colors.destructive.base};
  }
`;

/** An error block (role="alert") with a message and a Retry button. */
export function ErrorState(props: ErrorStateProps) {
  const { texts } = useKitTexts('errorState', ERROR_STATE_TEXTS);
  const {
    title = texts.title,
    message,
    onRetry,
    retryLabel = texts.retry,
    retrying = false,
    headingLevel = 2,
    className,
  } = props;
  return (
    <Panel
      role="alert"
      icon={<TriangleExclamationPoint aria-hidden="true" />}
      title={title}
      headingLevel={headingLevel}
      text={message}
      action={
        onRetry && (
          <Button variant="outline" icon={<RotateCw aria-hidden="true" />} onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        )
      }
      className={className}
    />
  );
}
