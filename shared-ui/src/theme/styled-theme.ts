// Types styled-components' theme as the design system's. A module (not a .d.ts) imported by
// index.ts, so every app that imports @onething/shared-ui gets the typing without repeating it.
import type { AppTheme } from './themes';

declare module 'styled-components' {
  // Declaration merging must use an interface; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

export {};
