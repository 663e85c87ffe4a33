import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { Card, Page } from '@spur/ui-kit';

/** The icon disc's colours: success (paid), neutral (cancelled, closed), brand (testimonials). */
export type MessageTone = 'success' | 'neutral' | 'brand';

const toneColours = (theme: DefaultTheme): Record<MessageTone, { bg: string; fg: string }> => ({
  success: theme.colors.status.confirmed,
  neutral: theme.colors.status.neutral,
  brand: { bg: theme.colors.brand.subtle, fg: theme.colors.brand.base },
});

const MessageCard = styled(Card)`
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  text-align: center;
  ${({ theme }) => theme.media.sm} {
    padding-inline: ${({ theme }) => theme.space[10]};
  }
`;

/** The round icon above a one-message page's heading (make it aria-hidden). */
export const MessageIcon = styled.span<{ $tone: MessageTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => toneColours(theme)[$tone].bg};
  color: ${({ theme, $tone }) => toneColours(theme)[$tone].fg};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.xl};
    height: ${({ theme }) => theme.sizes.icon.xl};
  }
`;

/** The h1 of a page that is one card: the results, the test checkout, testimonials. */
export const CardHeading = styled.h1`
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
  tone?: MessageTone;
  /** The page's h1. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons and links under the text. */
  actions?: ReactNode;
}

/** A centred card for one-message pages: payment success, cancelled, closed checkout. */
export function ResultCard({ icon, tone = 'neutral', title, children, actions }: ResultCardProps) {
  return (
    <Page size="narrow" as="main" paddingTop={12}>
      <MessageCard align="center" gap={4}>
        <MessageIcon $tone={tone} aria-hidden="true">
          {icon}
        </MessageIcon>
        <CardHeading>{title}</CardHeading>
        {children !== undefined && <Body>{children}</Body>}
        {actions !== undefined && <Actions>{actions}</Actions>}
      </MessageCard>
    </Page>
  );
}
