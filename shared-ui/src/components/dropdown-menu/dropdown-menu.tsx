// The dropdown menu's parts, thin wrappers over radix's menu in the overlays' lazily loaded module (see
// overlay-module/overlay-module.tsx). Until it is there the menu renders just its trigger (a closed radix menu
// renders nothing else); hover or focus starts the download, and a press (pointer down, Enter, Space,
// ArrowDown) is replayed on radix's trigger once it is there, which takes the focus: the menu opens as
// radix opens it for that gesture (by key, with its first item focused).
import type { DropdownMenu as MenuPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useContext,
  type ComponentProps,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import styled from 'styled-components';
import {
  LazyRoot,
  StandInTrigger,
  attachTrigger,
  keyDown,
  newHandOver,
  pointerDown,
  preloadOverlayParts,
  overlayParts,
  setRef,
  type OverlayRootState,
} from '../overlay-module/overlay-module';
import type * as Parts from './dropdown-menu-parts';

export type { DropdownMenuContentProps, DropdownMenuItemProps } from './dropdown-menu-parts';

const RootContext = createContext<OverlayRootState | null>(null);

export function DropdownMenu(props: ComponentProps<typeof MenuPrimitive.Root>) {
  return <LazyRoot props={props} context={RootContext} pick={(parts) => parts.DropdownMenu} />;
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

export function DropdownMenuTrigger({ ref, ...props }: ComponentPropsWithRef<typeof MenuPrimitive.Trigger>) {
  const root = useContext(RootContext);
  if (!root || root.standIn) {
    const handOver = root?.handOver;
    return (
      <StandInTrigger
        {...props}
        ref={ref}
        handOver={handOver ?? newHandOver()}
        attributes={{
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          'data-state': 'closed',
          'data-disabled': props.disabled ? '' : undefined,
        }}
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          props.onPointerDown?.(event);
          if (handOver && !props.disabled && event.button === 0 && !event.ctrlKey) {
            handOver.replay = pointerDown;
            preloadOverlayParts();
          }
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          props.onKeyDown?.(event);
          if (handOver && !props.disabled && OPEN_KEYS.includes(event.key)) {
            handOver.replay = keyDown(event.key);
            preloadOverlayParts();
            // As radix does: no page scroll, no click from Enter.
            event.preventDefault();
          }
        }}
      />
    );
  }
  const { DropdownMenuTrigger: Trigger } = overlayParts.loaded() ?? use(overlayParts.load());
  return (
    <Trigger
      {...props}
      ref={(node: HTMLButtonElement | null) => {
        setRef(ref, node);
        attachTrigger(root.handOver, node);
      }}
    />
  );
}

export function DropdownMenuContent(props: ComponentPropsWithRef<typeof Parts.DropdownMenuContent>) {
  const root = useContext(RootContext);
  if (root?.standIn) return null;
  const { DropdownMenuContent: Content } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Content {...props} />;
}

// Parts that render only inside the open menu, so after the module is there.
export function DropdownMenuItem(props: ComponentPropsWithRef<typeof Parts.DropdownMenuItem>) {
  const { DropdownMenuItem: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuCheckboxItem(props: ComponentPropsWithRef<typeof Parts.DropdownMenuCheckboxItem>) {
  const { DropdownMenuCheckboxItem: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuRadioGroup(props: ComponentPropsWithRef<typeof MenuPrimitive.RadioGroup>) {
  const { DropdownMenuRadioGroup: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuRadioItem(props: ComponentPropsWithRef<typeof Parts.DropdownMenuRadioItem>) {
  const { DropdownMenuRadioItem: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuLabel(props: ComponentPropsWithRef<typeof MenuPrimitive.Label>) {
  const { DropdownMenuLabel: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuSeparator(props: ComponentPropsWithRef<typeof MenuPrimitive.Separator>) {
  const { DropdownMenuSeparator: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuGroup(props: ComponentPropsWithRef<typeof MenuPrimitive.Group>) {
  const { DropdownMenuGroup: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuPortal(props: ComponentProps<typeof MenuPrimitive.Portal>) {
  const { DropdownMenuPortal: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuSub(props: ComponentProps<typeof MenuPrimitive.Sub>) {
  const { DropdownMenuSub: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuSubTrigger(props: ComponentPropsWithRef<typeof Parts.DropdownMenuSubTrigger>) {
  const { DropdownMenuSubTrigger: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DropdownMenuSubContent(props: ComponentPropsWithRef<typeof Parts.DropdownMenuSubContent>) {
  const { DropdownMenuSubContent: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}

/** Right-aligned hint such as a keyboard shortcut. */
export const DropdownMenuShortcut = styled.span`
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;
