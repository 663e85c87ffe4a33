/** /testimonials (SPEC §2): customer stories are coming soon; the panel says so, and so does a toast. */
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeft, House, MessageSquareQuote } from 'lucide-react';
import styled from 'styled-components';
import { Button, toast, Page } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { COPY } from '../copy';
import { TESTIMONIALS_COPY } from './testimonials/copy';
import { CardHeading, MessageIcon } from './checkout/ResultCard';

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  border: 1px dashed ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface.card};
  text-align: center;
  & > p {
    max-width: ${({ theme }) => theme.sizes.dialog};
    color: ${({ theme }) => theme.colors.text.secondary};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

export default function TestimonialsPage() {
  const copy = useCopy(TESTIMONIALS_COPY);
  const appCopy = useCopy(COPY);
  const navigate = useNavigate();
  const location = useLocation();
  // Landing here directly (no earlier page in this app): Back goes home instead of leaving the site.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <Page as="main" paddingTop={8}>
      <Nav>
        <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" />} onClick={back}>
          {copy.back}
        </Button>
        <Button asChild variant="outline" size="sm" icon={<House aria-hidden="true" />}>
          <Link to="/">{copy.home}</Link>
        </Button>
      </Nav>
      <Panel aria-labelledby="testimonials-title">
        <MessageIcon $tone="brand" aria-hidden="true">
          <MessageSquareQuote />
        </MessageIcon>
        <CardHeading id="testimonials-title">{copy.title}</CardHeading>
        <p>{copy.text}</p>
        <Button variant="secondary" onClick={() => toast(appCopy.toasts.comingSoon)}>
          {copy.comingSoon}
        </Button>
      </Panel>
    </Page>
  );
}
