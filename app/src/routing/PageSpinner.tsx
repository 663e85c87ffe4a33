import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { Spinner } from '@spur/ui-kit';
import { COPY } from '../copy';

// The kit's Centre, written out: this spinner is in the entry chunk, where the kit's layout chunk
// would add to the home page's JavaScript (budget: today's size, app/src/README.md).
const Centre = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 40vh;
  padding: ${({ theme }) => theme.space[8]};
`;

/** The full-page "Loading..." of protected routes and lazy pages (`label`: another text). */
export function PageSpinner({ label }: { label?: string }) {
  const loading = useCopy(COPY).loading;
  return (
    <Centre>
      <Spinner label={label ?? loading} size="lg" />
    </Centre>
  );
}
