import { css } from 'styled-components';

/**
 * Hides an element from sight while screen readers still read it (labels, headings and text
 * that the layout makes obvious). Use in a styled component: `styled.h2\`${visuallyHidden}\``.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * A span of text for screen readers only, e.g. `<VisuallyHidden>Location: </VisuallyHidden>`
 * before a value that an icon labels visually (Radix VisuallyHidden).
 */
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
