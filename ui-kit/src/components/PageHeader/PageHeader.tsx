import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeaderProps {
  /** The page's heading (rendered as its `h1`), e.g. "All Deals". */
  title: ReactNode;
  /** Line under the heading, e.g. 'Search results for "kayak"'. */
  subtitle?: ReactNode;
  /** Buttons or links at the end of the header (e.g. "Create Deal"). */
  actions?: ReactNode;
  /** Slot above the heading for a back control (e.g. a "Back to Home" Button). */
  back?: ReactNode;
  /** Id of the heading, to label the page's main region with it. */
  titleId?: string;
  /** Class name for the header. */
  className?: string;
}

const Root = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[6]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Back = styled.div`
  display: flex;
`;

/** The top of a page: an optional back control, the `h1`, a subtitle and actions. */
export function PageHeader({ title, subtitle, actions, back, titleId, className }: PageHeaderProps) {
  return (
    <Root className={className}>
      {back !== undefined && back !== null && <Back>{back}</Back>}
      <Row>
        <Text>
          <Title id={titleId}>{title}</Title>
          {subtitle !== undefined && subtitle !== null && subtitle !== '' && <Subtitle>{subtitle}</Subtitle>}
        </Text>
        {actions !== undefined && actions !== null && <Actions>{actions}</Actions>}
      </Row>
    </Root>
  );
}
