import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import styled from 'styled-components';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { BETA_BANNER_TEXTS } from './texts';

export interface BetaBannerProps {
  /** The notice; defaults to the product's beta wording. */
  children?: ReactNode;
  /** Accessible name of the banner's region landmark. */
  label?: string;
  /** Class name for the banner. */
  className?: string;
}

const Root = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.banner};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.beta.bg};
  color: ${({ theme }) => theme.colors.beta.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;
  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
`;

/** The red banner on every page saying the site is a beta still in development. */
export function BetaBanner(props: BetaBannerProps) {
  const { texts } = useKitTexts('betaBanner', BETA_BANNER_TEXTS);
  const { children = texts.notice, label = texts.label, className } = props;
  return (
    <Root role="region" aria-label={label} className={className}>
      <FlaskConical aria-hidden="true" />
      <p>{children}</p>
    </Root>
  );
}
