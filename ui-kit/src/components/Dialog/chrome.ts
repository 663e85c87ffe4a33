import { css, type DefaultTheme } from 'styled-components';

/**
 * The look shared by the kit's modal dialogs (Dialog and ConfirmDialog): the dimmed overlay that
 * centres the panel, the panel, its title and description, and the row of actions at the bottom.
 * Each dialog applies them to its own Radix parts (Dialog or AlertDialog).
 */

type Space = keyof DefaultTheme['space'];

/** The fixed, scrollable backdrop; the panel sits centred in it. */
export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface.overlay};
`;

/** The card holding the dialog, its parts stacked `gap` apart. */
export const panelStyles = (gap: Space) => css`
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text.primary};
  &:focus { outline: none; }
`;

export const titleStyles = css`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const descriptionStyles = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The buttons at the bottom, at the end of the row, `spaceAbove` below what precedes them. */
export const actionsStyles = (spaceAbove: Space) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[spaceAbove]};
`;
