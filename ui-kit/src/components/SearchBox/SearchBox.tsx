import { forwardRef, useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Search, X } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { iconButtonStyles } from '../Button/iconButton';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { SEARCH_BOX_TEXTS } from './texts';

export interface SearchBoxProps {
  /** Called with the trimmed term when the person presses Enter or the Search button (may be ""). */
  onSearch: (term: string) => void;
  /** Called after the clear (x) button has emptied the input. */
  onClear?: () => void;
  /** The text (controlled). Pair with `onValueChange`. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the raw text on every change (and with "" when cleared). */
  onValueChange?: (value: string) => void;
  /** Placeholder of the input (the home hero uses "Search Here..."). */
  placeholder?: string;
  /** Accessible name of the input and of the search landmark (visually hidden). */
  label?: string;
  /** Text of the submit button. */
  buttonLabel?: string;
  /** Accessible name of the clear (x) button. */
  clearLabel?: string;
  /** `lg` for the home hero, `md` elsewhere. */
  size?: 'md' | 'lg';
  /** Form field name of the input (the query parameter of `action`). */
  name?: string;
  /**
   * The page the form goes to as a `GET` (the term as `name`, plus `hiddenFields`), so a search
   * works before the page's scripts run and without them. Once they run, `onSearch` handles it.
   */
  action?: string;
  /** Other query parameters the form sends along with the term (the filters to keep), as name and value pairs. */
  hiddenFields?: ReadonlyArray<readonly [string, string]>;
  /** Id of the input (generated when omitted). */
  id?: string;
  /** Disables the input and both buttons. */
  disabled?: boolean;
  /** Class name for the form. */
  className?: string;
}

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

const Field = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
  & > svg {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
    color: ${({ theme }) => theme.colors.text.secondary};
    pointer-events: none;
  }
`;

const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

const Input = styled.input<{ $size: 'md' | 'lg' }>`
  width: 100%;
  min-height: ${({ theme, $size }) => theme.sizes.control[$size]};
  padding: 0 ${({ theme }) => theme.space[10]};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  appearance: none;
  &::placeholder {
    color: ${({ theme }) => theme.colors.text.muted};
    opacity: 1;
  }
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.border.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surface.sunken};
    cursor: not-allowed;
  }
`;

const ClearButton = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  ${iconButtonStyles({ icon: 'sm' })}
`;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A search form (role="search"): submit by Enter or the Search button calls `onSearch` with the
 * trimmed term; the clear (x) button empties the input and puts the focus back in it. Works
 * controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`). With `action` it is
 * also a real `GET` form for the time before scripts run; text typed into the server's HTML
 * before hydration is kept. The ref points at the input.
 */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  {
    onSearch,
    onClear,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    placeholder,
    label: labelProp,
    buttonLabel,
    clearLabel,
    size = 'md',
    name = 'search',
    action,
    hiddenFields = [],
    id,
    disabled = false,
    className,
  },
  forwardedRef,
) {
  const { texts } = useKitTexts('searchBox', SEARCH_BOX_TEXTS);
  const label = labelProp ?? texts.label;
  const generatedId = useId();
  const inputId = id ?? `search-${generatedId}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [innerValue, setInnerValue] = useState(defaultValue);
  const value = valueProp ?? innerValue;

  const change = (next: string) => {
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  };

  // Text typed into the server's HTML before the page hydrated is in the input, not in the
  // state: take it over, so the next render does not wipe it. The clear button needs scripts:
  // shown from then on only.
  const [running, setRunning] = useState(false);
  const adoptTyped = useEffectEvent(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) change(typed);
    setRunning(true);
  });
  useEffect(() => adoptTyped(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    onSearch(value.trim());
  };

  const clear = () => {
    change('');
    onClear?.();
    inputRef.current?.focus();
  };

  return (
    <Form role="search" aria-label={label} onSubmit={submit} className={className} {...(action === undefined ? {} : { action, method: 'get' })}>
      <Field>
        <HiddenLabel htmlFor={inputId}>{label}</HiddenLabel>
        <Search aria-hidden="true" />
        <Input
          ref={(node) => {
            inputRef.current = node;
            setRef(forwardedRef, node);
          }}
          id={inputId}
          type="search"
          name={name}
          value={value}
          placeholder={placeholder ?? texts.placeholder}
          onChange={(event) => change(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          disabled={disabled}
          $size={size}
        />
        {running && value !== '' && !disabled && (
          <ClearButton type="button" aria-label={clearLabel ?? texts.clear} onClick={clear}>
            <X aria-hidden="true" />
          </ClearButton>
        )}
      </Field>
      {hiddenFields.map(([field, fieldValue]) => (
        <input key={field} type="hidden" name={field} value={fieldValue} />
      ))}
      <Button type="submit" size={size} disabled={disabled} icon={<Search aria-hidden="true" />}>
        {buttonLabel ?? texts.submit}
      </Button>
    </Form>
  );
});
