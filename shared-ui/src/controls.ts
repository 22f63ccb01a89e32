// @onething/shared-ui/controls: the controls built on radix primitives that only some pages use
// (checkbox, switch, tabs). Apart from the core so that a page without them does not download them: the
// core is in the shell's start-up bundle, which every first visit pays for.
import './theme/styled-theme';

export { Switch } from './components/switch/switch';
export type { SwitchProps } from './components/switch/switch';
export { Checkbox } from './components/checkbox/checkbox';
export type { CheckboxProps } from './components/checkbox/checkbox';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs/tabs';
