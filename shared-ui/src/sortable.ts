// @onething/shared-ui/sortable: a list reordered by drag or keyboard (dnd-kit). Apart from the core so that
// only the pages that reorder (playbook steps, habits) download it: the core is in the shell's start-up bundle.
import './theme/styled-theme';

export { REORDER_INSTRUCTIONS, SortableList } from './components/sortable-list/sortable-list';
export type { SortableListProps } from './components/sortable-list/sortable-list';
