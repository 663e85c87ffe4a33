import { useId, type AriaAttributes, type ReactNode } from 'react';
import * as Label from '@radix-ui/react-label';
import { CircleExclamationPoint } from 'lucide-react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../utils/visuallyHidden';

/**
 * Shared pieces of the kit's form fields (TextField, PasswordField, TextArea, Select): the label
 * with its required marker, the hint, the error text, and the ids that wire them to the control.
 */

/** The props every labelled field shares (TextField, PasswordField, TextArea, Select). */
export interface FieldOwnProps {
  /** Visible label; also the control's accessible name. */
  label: ReactNode;
  /** Help text shown under the control and announced with it. */
  hint?: ReactNode;
  /** Error text under the control; sets `aria-invalid` and is announced with the control. */
  error?: ReactNode;
  /** Keep the label for assistive technology only (the control still has its name). */
  hideLabel?: boolean;
  /** Marks the field as required: a visual asterisk and the native `required` attribute. */
  required?: boolean;
  /** Class name for the outer wrapper (label, control and messages). */
  className?: string;
}

/** Ids for a field: the control's own (the caller's `id` wins), the hint's and the error's. */
export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The `aria-describedby` value: error first, then hint, then whatever the caller passed. */
export function describedBy(
  ids: { hintId: string; errorId: string },
  { hint, error, extra }: { hint?: ReactNode; error?: ReactNode; extra?: string },
) {
  const parts = [hasContent(error) ? ids.errorId : null, hasContent(hint) ? ids.hintId : null, extra || null].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export function hasContent(node: ReactNode) {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

const StyledLabel = styled(Label.Root)<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.primary};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.destructive.base};
`;

/** The field's label; `required` adds a visual marker (the control's own `required` is what AT announces). */
export function FieldLabel({
  htmlFor,
  required,
  hidden = false,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <StyledLabel htmlFor={htmlFor} $hidden={hidden}>
      {children}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </StyledLabel>
  );
}

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.destructive.base};
  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
    margin-top: ${({ theme }) => theme.space.px};
  }
`;

/** Hint and error lines under a control, each with the id the control points at. */
export function FieldMessages({
  hintId,
  errorId,
  hint,
  error,
}: {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <>
      {hasContent(hint) && <Hint id={hintId}>{hint}</Hint>}
      {hasContent(error) && (
        <ErrorText id={errorId}>
          <CircleExclamationPoint aria-hidden="true" />
          <span>{error}</span>
        </ErrorText>
      )}
    </>
  );
}

/** The look shared by text inputs, text areas and selects. */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.muted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text.secondary};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.border.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive.base};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surface.sunken};
    color: ${({ theme }) => theme.colors.text.muted};
    cursor: not-allowed;
  }
`;

type FieldInput = FieldOwnProps & {
  id?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-describedby'?: string;
};

/**
 * Splits a field's props into the frame's (label, hint, error: pass them to `FieldFrame`) and
 * the control's: the rest, plus its id, `required` and `aria-invalid`/`aria-describedby` wired to
 * the error and hint (the caller's own `aria-*` values are kept).
 */
export function useField<P extends FieldInput>({ label, hint, error, hideLabel = false, required, className, id, ...rest }: P) {
  const ids = useFieldIds(id);
  const frame: FieldFrameProps = { ids, label, hint, error, hideLabel, required, className };
  const control = {
    ...rest,
    id: ids.controlId,
    required,
    'aria-invalid': hasContent(error) || rest['aria-invalid'] || undefined,
    'aria-describedby': describedBy(ids, { hint, error, extra: rest['aria-describedby'] }),
  };
  return { frame, control };
}

interface FieldFrameProps extends FieldOwnProps {
  ids: ReturnType<typeof useFieldIds>;
  /** The control (and whatever sits around it). */
  children?: ReactNode;
}

/** A field's frame: the label, then the control (`children`), then the hint and error lines. */
export function FieldFrame({ ids, label, hint, error, hideLabel = false, required, className, children }: FieldFrameProps) {
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </FieldRoot>
  );
}
