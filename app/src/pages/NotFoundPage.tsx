import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { COPY } from '../copy';

const Box = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 60vh;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Code = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
`;

/** Any unknown path (SPEC §2 Not-found): 404, "Oops! Page not found", Return to Home; logs the 404. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const copy = useCopy(COPY).notFound;
  useEffect(() => {
    console.error(COPY.notFound.log(pathname));
  }, [pathname]);
  return (
    <Box>
      <Code>{copy.code}</Code>
      <Message>{copy.heading}</Message>
      <HomeLink to="/">{copy.returnHome}</HomeLink>
    </Box>
  );
}
