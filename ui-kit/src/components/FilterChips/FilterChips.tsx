import styled, { css } from 'styled-components';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';

export interface FilterChipOption<Value extends string> {
  value: Value;
  label: string;
}

export interface FilterChipsProps<Value extends string> {
  /** What the chips choose, read as the group's name (e.g. "When"). */
  label: string;
  /** The choices, in order. */
  options: ReadonlyArray<FilterChipOption<Value>>;
  /** The chosen value; null when none is (links from another page to the filtered list). */
  value: Value | null;
  /** Called with the value of the chip pressed (the buttons; links go to `hrefFor` instead). */
  onChange?: (value: Value) => void;
  /**
   * Makes the chips links, to the page showing each value: they then work before the page's
   * scripts run, and without them. The chosen one is the current page (`aria-current="page"`).
   */
  hrefFor?: (value: Value) => string;
  /** Renders the links (`hrefFor`); pass the router's Link. Default: a plain anchor. */
  renderLink?: RenderLink;
}

const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control.sm};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surface.sunken};
  }
`;

const chosen = css`
  border-color: ${({ theme }) => theme.colors.accent.base};
  background: ${({ theme }) => theme.colors.accent.base};
  color: ${({ theme }) => theme.colors.accent.contrast};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Chip = styled.button`
  ${chip}
  &[aria-pressed='true'] {
    ${chosen}
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    ${chip}
  }
  & a[aria-current='page'] {
    ${chosen}
  }
`;

/**
 * One choice among a few filters, as chips. As buttons: toggle buttons (`aria-pressed`) in a named
 * group, since each press applies the filter at once, as a button does. As links (`hrefFor`): a
 * named navigation list whose chosen link is the current page. They wrap onto more lines on narrow
 * screens instead of scrolling sideways.
 */
export function FilterChips<Value extends string>({ label, options, value, onChange, hrefFor, renderLink = renderAnchor }: FilterChipsProps<Value>) {
  if (hrefFor) {
    return (
      <nav aria-label={label}>
        <Links>
          {options.map((option) => (
            <li key={option.value}>
              {renderLink({
                href: hrefFor(option.value),
                children: option.label,
                'aria-current': option.value === value ? 'page' : undefined,
              })}
            </li>
          ))}
        </Links>
      </nav>
    );
  }
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Chip key={option.value} type="button" aria-pressed={option.value === value} onClick={() => onChange?.(option.value)}>
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}
