import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';

/** A story decorator that renders the story inside a box of the given size (a grid column, a form's width). */
export const inFrame =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  );

/** A deal card's grid column: for the card and its parts. */
export const inCardColumn = inFrame({ width: 300 });

/** A form's width: for the fields. */
export const inFormColumn = inFrame({ maxWidth: 360 });
