import 'styled-components';
import type { AppTheme } from './themes';

declare module 'styled-components' {
  // Declaration merging must use an interface; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
