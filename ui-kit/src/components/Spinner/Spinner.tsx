import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { SPINNER_TEXTS } from './texts';

export interface SpinnerProps {
  /** Text announced to assistive technology and, unless `hideLabel`, shown beside the spinner. */
  label?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Diameter of the spinner. */
  size?: 'sm' | 'md' | 'lg';
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Ring = styled.span<{ $size: NonNullable<SpinnerProps['size']> }>`
  width: ${({ theme, $size }) => theme.sizes.icon[$size === 'sm' ? 'sm' : $size === 'md' ? 'lg' : 'xl']};
  height: ${({ theme, $size }) => theme.sizes.icon[$size === 'sm' ? 'sm' : $size === 'md' ? 'lg' : 'xl']};
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;

/** An indeterminate progress indicator with an accessible text label (e.g. "Loading deals..."). */
export function Spinner({ label: labelProp, hideLabel = false, size = 'md' }: SpinnerProps) {
  const { texts } = useKitTexts('spinner', SPINNER_TEXTS);
  const label = labelProp ?? texts.loading;
  return (
    <Root role="status" aria-live="polite">
      <Ring $size={size} aria-hidden="true" />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </Root>
  );
}
