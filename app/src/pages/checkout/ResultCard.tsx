import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@spur/ui-kit';

export type ResultTone = 'success' | 'neutral' | 'warning' | 'brand';

const Page = styled(Container)`
  padding-block: ${({ theme }) => `${theme.space[12]} ${theme.space[16]}`};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;
  ${({ theme }) => theme.media.sm} {
    padding-inline: ${({ theme }) => theme.space[10]};
  }
`;

const Icon = styled.span<{ $tone: ResultTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.status.confirmed.bg
      : $tone === 'warning'
        ? theme.colors.status.pending.bg
        : $tone === 'brand'
          ? theme.colors.brand.muted
          : theme.colors.status.neutral.bg};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.status.confirmed.fg
      : $tone === 'warning'
        ? theme.colors.status.pending.fg
        : $tone === 'brand'
          ? theme.colors.brand.active
          : theme.colors.status.neutral.fg};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.xl};
    height: ${({ theme }) => theme.sizes.icon.xl};
  }
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  color: ${({ theme }) => theme.colors.text.secondary};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  margin-top: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: center;
    width: auto;
  }
`;

export interface ResultCardProps {
  /** Decorative icon (make it aria-hidden). */
  icon: ReactNode;
  tone?: ResultTone;
  /** The page's h1. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons and links under the text. */
  actions?: ReactNode;
}

/** A centred card for one-message pages: payment success, cancelled, closed checkout. */
export function ResultCard({ icon, tone = 'neutral', title, children, actions }: ResultCardProps) {
  return (
    <Page size="narrow" forwardedAs="main">
      <Card>
        <Icon $tone={tone} aria-hidden="true">
          {icon}
        </Icon>
        <Title>{title}</Title>
        {children !== undefined && <Body>{children}</Body>}
        {actions !== undefined && <Actions>{actions}</Actions>}
      </Card>
    </Page>
  );
}
