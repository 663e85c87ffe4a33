import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BetaBanner } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { COPY } from '../copy';
import { ScrollToTop } from '../routing/ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { SiteNav } from './SiteNav';

const MAIN_ID = 'main-content';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface.page};
`;

const Main = styled.div`
  flex: 1 0 auto;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/**
 * The layout every page sits in (SPEC §1–§2): the red beta banner, the navigation bar, the page
 * (pages render their own `<main>`), the footer. It lives in the entry chunk: keep it lean
 * (no API client, zod or XState here; the demo controls load on demand in demo builds only).
 */
export function AppLayout() {
  const copy = useCopy(COPY);
  return (
    <Shell>
      <ScrollToTop />
      <SkipLink href={`#${MAIN_ID}`}>{copy.layout.skipToContent}</SkipLink>
      <BetaBanner />
      <SiteNav />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
    </Shell>
  );
}
