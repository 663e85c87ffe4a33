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
