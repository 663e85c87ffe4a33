import 'styled-components';
import type { SpurTheme } from '@spur/ui-kit';

// The kit's theme is the app's theme: `theme.colors`, `theme.space`... are typed in styled components.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SpurTheme {}
}
