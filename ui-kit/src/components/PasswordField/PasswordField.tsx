import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the toggle while the password is hidden. */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hidePasswordLabel?: string;
  /** Show the password in clear text on first render. */
  defaultVisible?: boolean;
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.sm};
  height: ${({ theme }) => theme.sizes.control.sm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface.sunken};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &:disabled { cursor: not-allowed; }
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

/** A TextField for passwords with a button that shows or hides what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    defaultVisible = false,
    autoComplete = 'current-password',
    disabled,
    ...rest
  },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      ref={ref}
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      autoCapitalize="none"
      spellCheck={false}
      endAdornment={
        <Toggle
          type="button"
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          onClick={() => setVisible((v) => !v)}
          disabled={disabled}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Toggle>
      }
    />
  );
});
