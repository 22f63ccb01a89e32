// The overlays entry's radix code in one module, loaded on first need by overlay-module/overlay-module.tsx.
export * from '../tooltip/tooltip-parts';
export * from '../dropdown-menu/dropdown-menu-parts';
export * from '../select/select-parts';
export * from '../dialog/dialog-parts';
export * from '../alert-dialog/alert-dialog-parts';
export * from '../popover/popover-parts';
export { SidebarSheet } from '../sidebar/sidebar-sheet-parts';
