import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ScrollToTop } from '../routing/ScrollToTop';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.div`
  flex: 1 0 auto;
`;

/**
 * The layout every page sits in (SPEC §2): beta banner, navigation bar, the page, the footer.
 * The screen engineers add the banner, NavBar and Footer here; pages render into the outlet.
 */
export function AppLayout() {
  return (
    <Shell>
      <ScrollToTop />
      <Main>
        <Outlet />
      </Main>
    </Shell>
  );
}
