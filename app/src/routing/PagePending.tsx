import styled from 'styled-components';
import { Link } from 'react-router-dom';

const Box = styled.main`
  max-width: ${({ theme }) => theme.sizes.narrow};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * Stand-in for a route whose page module (src/pages/<Name>Page.tsx) does not exist yet, so the
 * route table is complete and the build stays green while the screens are being written.
 */
export function PagePending({ name }: { name: string }) {
  return (
    <Box>
      <h1>Coming soon</h1>
      <p>This page ({name}) is being built.</p>
      <p>
        <Link to="/">Return to Home</Link>
      </p>
    </Box>
  );
}
