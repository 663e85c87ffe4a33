/** A titled card inside the profile tabs and the booking details page. */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, type CardProps } from '@spur/ui-kit';

/** The card of the account screens (profile sections, booking details): a column among others. */
export function AccountCard(props: CardProps) {
  return <Card radius="lg" shadow="sm" gap={5} padding={5} {...props} />;
}

const SectionCard = styled(AccountCard)`
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const IconCircle = styled.div<{ $tone: 'default' | 'danger' | 'brand' }>`
  display: none;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.destructive.subtle : $tone === 'brand' ? theme.colors.brand.muted : theme.colors.accent.subtle};
  color: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.destructive.base : $tone === 'brand' ? theme.colors.brand.active : theme.colors.accent.base};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
  ${({ theme }) => theme.media.sm} {
    display: flex;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export interface SectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon beside the title (hidden on phones). */
  icon?: ReactNode;
  tone?: 'default' | 'danger' | 'brand';
  children?: ReactNode;
}

export function Section({ title, description, icon, tone = 'default', children }: SectionProps) {
  const titleId = useId();
  return (
    <SectionCard forwardedAs="section" tone={tone} aria-labelledby={titleId}>
      <Header>
        {icon && (
          <IconCircle $tone={tone} aria-hidden="true">
            {icon}
          </IconCircle>
        )}
        <Text>
          <SectionTitle id={titleId}>{title}</SectionTitle>
          {description && <Description>{description}</Description>}
        </Text>
      </Header>
      {children}
    </SectionCard>
  );
}

/** Buttons at the end of a form or section. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-start;
  ${({ theme }) => theme.media.sm} {
    justify-content: flex-end;
  }
`;

/** Two columns of fields from `md` up. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Read-only facts: label above value, in a grid. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.sunken};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
`;

export const FactHint = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A form laid out as a column. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

/** Sections of a tab, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;
