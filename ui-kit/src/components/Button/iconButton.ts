import { css, type DefaultTheme } from 'styled-components';

/**
 * The look of the kit's small icon-only buttons that sit inside another control: the password
 * field's show/hide toggle, the search box's clear (x) and the dialog's close (x). A square of
 * the small control size, transparent until hovered. Give the button an `aria-label` and its
 * icon `aria-hidden`.
 */
export const iconButtonStyles = ({
  icon = 'md',
  radius = 'sm',
}: {
  /** Size of the icon inside. */
  icon?: keyof DefaultTheme['sizes']['icon'];
  /** Corner radius of the hover background. */
  radius?: keyof DefaultTheme['radii'];
} = {}) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.sm};
  height: ${({ theme }) => theme.sizes.control.sm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii[radius]};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface.sunken};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &:disabled { cursor: not-allowed; }
  & > svg {
    width: ${({ theme }) => theme.sizes.icon[icon]};
    height: ${({ theme }) => theme.sizes.icon[icon]};
  }
`;
