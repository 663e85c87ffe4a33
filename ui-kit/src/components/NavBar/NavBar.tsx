import {
  isValidElement,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Menu, X } from 'lucide-react';
import styled, { css } from 'styled-components';
import { renderAnchor, type RenderLink } from '../../utils/renderLink';
import { Button, type ButtonVariant } from '../Button';
import { spurWordmark } from '../../utils/wordmark';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { NAV_BAR_TEXTS } from './texts';

/** A navigation link of the bar. */
export interface NavItem {
  /** Text of the link. */
  label: string;
  /** Where it goes (handed to `renderLink`). */
  href: string;
  /** The current page: styled as active and marked `aria-current="page"`. */
  active?: boolean;
}

/** A button or button-styled link in the bar's actions area (e.g. Log In, Sign Up, Log Out). */
export interface NavAction {
  /** Text of the button. */
  label: string;
  /** With an href the action is a link (rendered through `renderLink`). */
  href?: string;
  /** Without an href the action is a button calling this. */
  onClick?: () => void;
  /** Button variant; `outline` by default. */
  variant?: ButtonVariant;
  /** Decorative icon before the label (make it `aria-hidden`). */
  icon?: ReactNode;
}

export interface NavBarProps {
  /** The brand shown at the start, linking to `brandHref`. Defaults to the Spur wordmark. */
  brand?: ReactNode;
  /** Where the brand links to. */
  brandHref?: string;
  /** The navigation links (Home, Deals, Business Dashboard...). */
  items: readonly NavItem[];
  /** The actions area: data (`NavAction[]`) or your own nodes (Buttons...). Choosing one closes the mobile menu. */
  actions?: readonly NavAction[] | ReactNode;
  /** Renders every link; pass your router's Link. Defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Accessible name of the mobile menu button while the menu is closed. */
  openMenuLabel?: string;
  /** Accessible name of the mobile menu button while the menu is open. */
  closeMenuLabel?: string;
  /** Whether the mobile menu is open (controlled). Pair with `onMenuOpenChange`. */
  menuOpen?: boolean;
  /** Whether the mobile menu starts open when uncontrolled. */
  defaultMenuOpen?: boolean;
  /** Called with the new state when the mobile menu opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
  /**
   * Always-visible controls beside the menu (e.g. the alerts bell): at the end of the bar on wide
   * screens, before the menu toggle on narrow ones, never inside the collapsed menu.
   */
  utility?: ReactNode;
  /**
   * The language switcher (e.g. a `LanguageSwitcher`): before the actions, in the bar on wide
   * screens and in the menu on narrow ones.
   */
  language?: ReactNode;
  /** Class name for the `<header>`. */
  className?: string;
}

/** Width from which the full bar shows instead of the mobile menu (the bar measures itself, not the window). */
const desktop = ({ theme }: { theme: { breakpoints: { md: number } } }) =>
  `@container spur-navbar (min-width: ${theme.breakpoints.md}px)`;

const Header = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.nav};
  container: spur-navbar / inline-size;
  background: ${({ theme }) => theme.colors.surface.card};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.sizes.container};
  min-height: ${({ theme }) => theme.space[16]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  ${desktop} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

const Brand = styled.div`
  flex: none;
  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    padding: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.brand.base};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    text-decoration: none;
  }
  & svg {
    width: ${({ theme }) => theme.sizes.icon.lg};
    height: ${({ theme }) => theme.sizes.icon.lg};
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  margin-left: auto;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surface.sunken}; }
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
  ${desktop} {
    display: none;
  }
`;

/** The utility controls and the toggle, kept together at the end of the bar. */
const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
  order: 1;
`;

/** The menu's open look (narrow bar): a panel under the bar. */
const openPanel = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface.card};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const MenuPanel = styled.div`
  display: none;
  /* Before the page's scripts run, the panel is a popover (undo the browser's popover box). */
  margin: 0;
  border: 0;
  color: inherit;
  overflow: visible;
  &[data-open='true'] {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    ${openPanel}
  }
  /* Opened by the toggle before the scripts run (or without them): at the top of the window, over the page. */
  &:popover-open {
    position: fixed;
    inset: 0 0 auto 0;
    width: auto;
    height: auto;
    ${openPanel}
  }
  ${desktop} {
    &,
    &[data-open='true'],
    &:popover-open {
      position: static;
      display: flex;
      flex: 1;
      flex-direction: row;
      align-items: center;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space[6]};
      padding: 0;
      background: transparent;
      border: none;
      box-shadow: none;
    }
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${desktop} {
    flex-direction: row;
    align-items: center;
  }
  & a {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.surface.sunken};
      color: ${({ theme }) => theme.colors.text.primary};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.brand.subtle};
      color: ${({ theme }) => theme.colors.brand.base};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  & > * { width: 100%; }
  ${desktop} {
    flex-direction: row;
    align-items: center;
    & > * { width: auto; }
  }
`;

/** Keeps the switcher its own width where the actions stretch to the menu's. */
const LanguageSlot = styled.div`
  display: flex;
`;

function isNavActionList(actions: NavBarProps['actions']): actions is readonly NavAction[] {
  return (
    Array.isArray(actions) &&
    actions.every(
      (action) => typeof action === 'object' && action !== null && !isValidElement(action) && 'label' in action,
    )
  );
}

function renderActions(actions: NavBarProps['actions'], renderLink: RenderLink): ReactNode {
  if (!isNavActionList(actions)) return actions as ReactNode;
  return actions.map((action) =>
    action.href !== undefined ? (
      // The link from `renderLink`, dressed as a Button (its icon goes inside the link).
      <Button key={action.label} asChild variant={action.variant ?? 'outline'} icon={action.icon}>
        {renderLink({ href: action.href, children: action.label })}
      </Button>
    ) : (
      <Button key={action.label} variant={action.variant ?? 'outline'} icon={action.icon} onClick={action.onClick}>
        {action.label}
      </Button>
    ),
  );
}

/**
 * The top navigation bar: brand, navigation links and an actions area. Narrower than the `md`
 * breakpoint, the links and actions collapse into a menu behind a toggle button; the menu closes
 * when an entry is chosen, on Escape (focus returns to the toggle) and on a click outside the bar.
 * Before the page's scripts run (and without them) the toggle opens the menu as a native popover
 * (`popovertarget`), over the top of the window; once they run, the bar takes over.
 */
export function NavBar(props: NavBarProps) {
  const { texts } = useKitTexts('navBar', NAV_BAR_TEXTS);
  const {
    brand = spurWordmark,
    brandHref = '/',
    items,
    actions,
    renderLink = renderAnchor,
    label = texts.label,
    openMenuLabel = texts.openMenu,
    closeMenuLabel = texts.closeMenu,
    menuOpen,
    defaultMenuOpen = false,
    onMenuOpenChange,
    utility,
    language,
    className,
  } = props;
  const menuId = `navbar-menu-${useId()}`;
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [innerOpen, setInnerOpen] = useState(defaultMenuOpen);
  const open = menuOpen ?? innerOpen;
  // Until the bar runs, the toggle opens the panel as a popover (no script needed); then React does.
  const [running, setRunning] = useState(false);

  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setInnerOpen(next);
    onMenuOpenChange?.(next);
  };

  const close = useEffectEvent((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  });

  // A menu opened before the scripts ran stays open, now as React's.
  const takeOver = useEffectEvent(() => {
    const panel = menuRef.current;
    const openedBefore = panel !== null && 'showPopover' in panel && panel.matches(':popover-open');
    if (openedBefore && !open) setOpen(openedBefore);
    setRunning(panel !== null);
  });
  useEffect(() => takeOver(), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) close(false);
    };
    // Choosing a link or button in the menu closes it (items, data actions and node actions alike).
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target && menuRef.current?.contains(target) && target.closest('a, button')) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const renderedActions = renderActions(actions, renderLink);
  const hasActions = renderedActions !== undefined && renderedActions !== null;
  const hasLanguage = language !== undefined && language !== null;
  const toggle = (
    <Toggle
      ref={toggleRef}
      type="button"
      aria-expanded={running ? open : undefined}
      aria-controls={menuId}
      aria-label={open ? closeMenuLabel : openMenuLabel}
      popoverTarget={running ? undefined : menuId}
      onClick={() => setOpen(!open)}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </Toggle>
  );


  return (
    <Header ref={headerRef} className={className}>
      <Bar>
        <Brand>{renderLink({ href: brandHref, children: brand })}</Brand>
        {utility ? (
          <End>
            {utility}
            {toggle}
          </End>
        ) : (
          toggle
        )}
        <MenuPanel ref={menuRef} id={menuId} data-open={open} popover={running ? undefined : 'auto'}>
          <nav aria-label={label}>
            <List>
              {items.map((item) => (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    children: item.label,
                    'aria-current': item.active ? 'page' : undefined,
                  })}
                </li>
              ))}
            </List>
          </nav>
          {(hasActions || hasLanguage) && (
            <Actions>
              {hasLanguage && <LanguageSlot>{language}</LanguageSlot>}
              {renderedActions}
            </Actions>
          )}
        </MenuPanel>
      </Bar>
    </Header>
  );
}
