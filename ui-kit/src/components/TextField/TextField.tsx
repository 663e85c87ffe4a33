import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, hasContent, useField, type FieldOwnProps } from './field';

export interface TextFieldProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Input type: `text` by default; `email`, `tel`, `number`, `password`... */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  /** Content placed inside the field at its end, e.g. a toggle button (PasswordField uses it). */
  endAdornment?: ReactNode;
}

const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $hasEnd: boolean }>`
  ${controlStyles}
  padding-right: ${({ theme, $hasEnd }) => ($hasEnd ? theme.space[12] : theme.space[3])};
`;

const End = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  display: flex;
  align-items: center;
`;

/**
 * A labelled text input with optional hint and error text (e.g. "Your email is your permanent
 * login ID"). All native input props pass through to the `<input>`, and the ref points at it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', endAdornment, ...props },
  ref,
) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <InputWrap>
        <Input ref={ref} type={type} $hasEnd={hasContent(endAdornment)} {...control} />
        {hasContent(endAdornment) && <End>{endAdornment}</End>}
      </InputWrap>
    </FieldFrame>
  );
});
