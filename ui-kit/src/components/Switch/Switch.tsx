import { forwardRef, type ReactNode } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';
import * as Label from '@radix-ui/react-label';
import styled from 'styled-components';
import { useFieldIds } from '../TextField/field';

export interface SwitchProps {
  /** Visible label; also the switch's accessible name (e.g. "Marketing emails"). */
  label: ReactNode;
  /** Secondary text under the label, announced as the switch's description. */
  description?: ReactNode;
  /** Controlled state. Pair with `onCheckedChange`. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state whenever the person toggles the switch. */
  onCheckedChange?: (checked: boolean) => void;
  /** The switch cannot be toggled. */
  disabled?: boolean;
  /** Id of the switch button (generated when omitted). */
  id?: string;
  /** Form field name; when inside a form the switch submits `value` while on. */
  name?: string;
  /** Value submitted with the form while on. Default "on". */
  value?: string;
  /** The switch must be on for the form to submit. */
  required?: boolean;
  /** Class name for the outer row. */
  className?: string;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

const StyledLabel = styled(Label.Root)`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  &[data-disabled] { cursor: not-allowed; }
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Root = styled(RadixSwitch.Root)`
  position: relative;
  flex: none;
  width: ${({ theme }) => theme.sizes.switch.width};
  height: ${({ theme }) => theme.sizes.switch.height};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border.strong};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  &[data-state='checked'] { background: ${({ theme }) => theme.colors.brand.base}; }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: ${({ theme }) => theme.sizes.switch.thumb};
  height: ${({ theme }) => theme.sizes.switch.thumb};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(${({ theme }) => theme.space[0.5]});
  transition: transform ${({ theme }) => theme.transitions.fast};
  &[data-state='checked'] {
    transform: translateX(
      calc(${({ theme }) => theme.sizes.switch.width} - ${({ theme }) => theme.sizes.switch.thumb} - ${({ theme }) => theme.space[0.5]})
    );
  }
`;

/** An on/off switch (Radix Switch) with a label and an optional description; controlled or uncontrolled. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, id, className, disabled, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <Row className={className}>
      <Text>
        <StyledLabel htmlFor={ids.controlId} data-disabled={disabled ? '' : undefined}>
          {label}
        </StyledLabel>
        {hasDescription && <Description id={ids.hintId}>{description}</Description>}
      </Text>
      <Root
        ref={ref}
        id={ids.controlId}
        disabled={disabled}
        aria-describedby={hasDescription ? ids.hintId : undefined}
        {...rest}
      >
        <Thumb />
      </Root>
    </Row>
  );
});
