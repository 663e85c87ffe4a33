import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { COPY } from '../copy';

const Box = styled.main`
  max-width: ${({ theme }) => theme.sizes.narrow};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.primary};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  pre {
    white-space: pre-wrap;
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface.sunken};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's generic error screen (SPEC §2): "Unexpected Application Error!". */
export default function RouteErrorPage() {
  const error = useRouteError();
  const copy = useCopy(COPY);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box role="alert">
      <h1>{copy.routeError.heading}</h1>
      <pre>{describe(error)}</pre>
      <p>
        <Link to="/" reloadDocument>
          {copy.notFound.returnHome}
        </Link>
      </p>
    </Box>
  );
}
