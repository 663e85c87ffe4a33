import { useEffect, useRef, useState } from 'react';
import { ChevronDown, Languages } from 'lucide-react';
import styled from 'styled-components';

/** One language the page is offered in. */
export interface LanguageOption {
  /** The language's code, handed to `onChoose` (e.g. "es"). */
  code: string;
  /** Its name in its own words ("Español"), so a reader finds it without reading the others. */
  name: string;
  /** The same page in that language. */
  href: string;
  /** Its BCP 47 tag, for the link's `lang` and `hreflang` ("es", "zh-Hans"). */
  lang: string;
}

export interface LanguageSwitcherProps {
  /** What it chooses, e.g. "Language": the name of its navigation landmark. */
  label: string;
  /** The code of the page's language: its name is shown, and its link is the current page. */
  current: string;
  /** The languages, in the order listed. */
  options: readonly LanguageOption[];
  /** Called with a language's code as its link is followed (to remember the choice); the link then goes to its page. */
  onChoose?: (code: string) => void;
  /** Class name for the navigation landmark. */
  className?: string;
}

const Root = styled.nav`
  position: relative;
  width: fit-content;
`;

const Summary = styled.summary`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surface.sunken};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
  details[open] > & > svg:last-child {
    transform: rotate(180deg);
  }
`;

/** Under the control, from its start (it never reaches past a narrow screen's edge), at least as wide. */
const List = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  left: 0;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.md};
  list-style: none;
  & a {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-decoration: none;
    white-space: nowrap;
    &:hover {
      background: ${({ theme }) => theme.colors.surface.sunken};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.brand.subtle};
      color: ${({ theme }) => theme.colors.brand.base};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
  }
`;

/**
 * The page's language and the others it is offered in: a disclosure (`<details>`) showing the
 * current language's name, opening on a list of real links to the same page in each language, each
 * named in its own language (`lang`, `hreflang`). It works before the page's scripts run and
 * without them; once they run, Escape and a click elsewhere close it.
 */
export function LanguageSwitcher({ label, current, options, onChoose, className }: LanguageSwitcherProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const shown = options.find((option) => option.code === current);

  useEffect(() => {
    if (!open) return;
    const close = () => {
      if (detailsRef.current) detailsRef.current.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      detailsRef.current?.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !detailsRef.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <Root aria-label={label} className={className}>
      <details ref={detailsRef} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <Summary>
          <Languages aria-hidden="true" />
          <span lang={shown?.lang}>{shown?.name ?? current}</span>
          <ChevronDown aria-hidden="true" />
        </Summary>
        <List>
          {options.map((option) => (
            <li key={option.code}>
              <a href={option.href} hrefLang={option.lang} lang={option.lang} aria-current={option.code === current ? 'page' : undefined} onClick={() => onChoose?.(option.code)}>
                {option.name}
              </a>
            </li>
          ))}
        </List>
      </details>
    </Root>
  );
}
