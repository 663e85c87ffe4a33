import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, useField, type FieldOwnProps } from '../TextField/field';

export interface TextAreaProps extends FieldOwnProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible lines of text (the contact form uses 5). */
  rows?: number;
}

const Area = styled.textarea`
  ${controlStyles}
  display: block;
  resize: vertical;
`;

/** A labelled multi-line text input with optional hint and error text; the ref points at the `<textarea>`. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ rows = 4, ...props }, ref) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <Area ref={ref} rows={rows} {...control} />
    </FieldFrame>
  );
});
