import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from '../TextField';
import { iconButtonStyles } from '../Button/iconButton';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { PASSWORD_FIELD_TEXTS } from './texts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the toggle while the password is hidden. */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hidePasswordLabel?: string;
  /** Show the password in clear text on first render. */
  defaultVisible?: boolean;
}

const Toggle = styled.button`
  ${iconButtonStyles()}
`;

/** A TextField for passwords with a button that shows or hides what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    showPasswordLabel,
    hidePasswordLabel,
    defaultVisible = false,
    autoComplete = 'current-password',
    disabled,
    ...rest
  },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const { texts } = useKitTexts('passwordField', PASSWORD_FIELD_TEXTS);
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
          aria-label={visible ? (hidePasswordLabel ?? texts.hide) : (showPasswordLabel ?? texts.show)}
          onClick={() => setVisible((v) => !v)}
          disabled={disabled}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Toggle>
      }
    />
  );
});
