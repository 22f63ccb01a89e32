// The overlays entry's radix code (dialogs, menus, popover, tooltip, select, the phone sidebar sheet) is ONE
// module loaded on first need: no page's first paint shows an open overlay, so a first visit downloads
// none of radix's layered primitives. One module, so one copy of radix's module-level stacks (dismissable
// layers, focus scopes, scroll locks): a select or menu inside a dialog knows the dialog's layer.
// Every exported part is a thin wrapper: once the module is there it renders radix's part; until then a
// closed overlay's stand-in renders only what radix renders while closed (the trigger, nothing in a portal).
// This is the package's one lazy-loading mechanism: every overlay root is a LazyRoot, every stand-in
// trigger a StandInTrigger handing over through a HandOver (the select included), and the toaster loads
// sonner through the same lazyModule.
//
// What it saves, measured with `node scripts/size-report.mjs` on production builds (KB gzip of a first
// visit), against a build importing this module eagerly: / 246.9 instead of 286.8 (+39.9), /one-thing,
// /calendar, /reflection, /playbooks, /coach +39.9 to +40.0, /deep-work, /community, /settings +32.6
// (they load the controls entry, which shares part of radix), /habits -4.9 (its select loads this module
// at once). Loading sonner eagerly would add 8.6 on every signed-in first visit. The signed-out pages load
// neither. Well over 10 KB, so the overlays stay lazy.
import { Slot } from 'radix-ui';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type ComponentType,
  type ElementType,
  type Context,
  type ReactNode,
  type Ref,
} from 'react';
import { lazyModule } from '../shared/lazy-module';
import type * as OverlayPartsModule from './overlay-parts';

export type OverlayParts = typeof OverlayPartsModule;

export const overlayParts = lazyModule(() => import('./overlay-parts'));

/** Starts the download (hover, focus, an open asked for); a failed one is retried by the next call. */
export function preloadOverlayParts() {
  overlayParts.load().catch(() => undefined);
}

/** The loaded module, or undefined while it is not there (re-renders when it arrives). */
export function useOverlayParts(): OverlayParts | undefined {
  return useSyncExternalStore(overlayParts.subscribe, overlayParts.loaded, overlayParts.loaded);
}

export function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * What a stand-in saw before radix took over. `focus`: the stand-in trigger had the focus when it left,
 * so radix's trigger takes it. `open`: a click asked to open (dialogs, popover: opened through
 * defaultOpen or the owner's onOpenChange). `replay`: an event to dispatch on radix's trigger once it is
 * there, so radix reacts as to the user's own gesture (a menu opened by a key focuses its first item;
 * a hovered tooltip opens after its delay). `hovering`: the pointer is over the stand-in now.
 */
export interface HandOver {
  focus: boolean;
  open: boolean;
  hovering: boolean;
  replay: (() => Event) | null;
}

export function newHandOver(): HandOver {
  return { focus: false, open: false, hovering: false, replay: null };
}

/** The state a root gives its parts: its hand-over, and whether it is still the stand-in. */
export interface OverlayRootState {
  handOver: HandOver;
  standIn: boolean;
}

/** Hands the focus and a pending gesture to radix's trigger when it first attaches. */
export function attachTrigger(handOver: HandOver | undefined, node: HTMLElement | null) {
  if (!node || !handOver) return;
  if (handOver.focus) {
    handOver.focus = false;
    node.focus();
  }
  const replay = handOver.replay ?? (handOver.hovering ? pointerMove : null);
  handOver.replay = null;
  handOver.hovering = false;
  // After the commit, once radix's root has set up its listeners.
  if (replay) setTimeout(() => node.isConnected && node.dispatchEvent(replay()), 0);
}

// Looked up when an event is made, not when the module loads: the shell renders these components in Node.
const pointerEventClass = (): typeof MouseEvent => (typeof PointerEvent === 'function' ? PointerEvent : MouseEvent);

export const pointerMove = () =>
  new (pointerEventClass())('pointermove', {
    bubbles: true,
    cancelable: true,
    pointerType: 'mouse',
  } as PointerEventInit);
export const pointerDown = () =>
  new (pointerEventClass())('pointerdown', {
    bubbles: true,
    cancelable: true,
    button: 0,
    pointerType: 'mouse',
  } as PointerEventInit);
export const keyDown = (key: string) => () => new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key });

interface OpenableRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * A root that renders radix's root once loaded and its own context meanwhile (with its children, or what
 * `standIn` renders of the closed overlay). An open asked for (controlled `open`, `defaultOpen`) loads
 * the module; the overlay opens when it is there.
 */
export function LazyRoot<P extends OpenableRootProps>({
  props,
  context: RootContext,
  pick,
  standIn = (closed) => closed.children,
}: {
  props: P;
  context: Context<OverlayRootState | null>;
  pick: (parts: OverlayParts) => ComponentType<P>;
  standIn?: (props: P) => ReactNode;
}) {
  const handOver = useRef<HandOver>(null);
  handOver.current ??= newHandOver();
  const parts = useOverlayParts();
  if (!parts && (props.open || props.defaultOpen)) preloadOverlayParts();
  const [state] = useState(() => ({
    standIn: { handOver: handOver.current!, standIn: true },
    loaded: { handOver: handOver.current!, standIn: false },
  }));
  return (
    <RootContext value={parts ? state.loaded : state.standIn}>
      {parts ? <LoadedRoot Root={pick(parts)} props={props} handOver={handOver.current} /> : standIn(props)}
    </RootContext>
  );
}

function LoadedRoot<P extends OpenableRootProps>({
  Root,
  props,
  handOver,
}: {
  Root: ComponentType<P>;
  props: P;
  handOver: HandOver;
}) {
  const [openAtMount] = useState(() => handOver.open);
  useEffect(() => {
    handOver.open = false;
    // A click on the stand-in asked to open: an uncontrolled root opens through defaultOpen, a controlled
    // one is asked to by its owner. Only the hand-over at mount.
    if (openAtMount && props.open === false) props.onOpenChange?.(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Root {...props} defaultOpen={props.defaultOpen || openAtMount} />;
}

type StandInTriggerProps = ComponentPropsWithRef<'button'> & { asChild?: boolean };

/**
 * A closed overlay's trigger before radix is there: the same element (the child with asChild, a button
 * otherwise) with the attributes radix gives a closed trigger. Hover and focus start the download; when
 * the stand-in leaves the document with the focus, radix's trigger takes it.
 */
export function StandInTrigger({
  asChild,
  handOver,
  attributes,
  ref,
  ...props
}: StandInTriggerProps & { handOver: HandOver; attributes: Record<string, string | boolean | undefined> }) {
  const node = useRef<HTMLElement | null>(null);
  useLayoutEffect(
    () => () => {
      // Runs before the stand-in leaves the document, and before radix's trigger attaches in the same commit.
      if (node.current && document.activeElement === node.current) handOver.focus = true;
    },
    [handOver],
  );
  const Comp: ElementType = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      {...attributes}
      {...props}
      ref={(element: HTMLElement | null) => {
        node.current = element;
        setRef(ref as Ref<HTMLElement | null>, element);
      }}
      onPointerEnter={(event) => {
        props.onPointerEnter?.(event as never);
        handOver.hovering = true;
        preloadOverlayParts();
      }}
      onPointerLeave={(event) => {
        props.onPointerLeave?.(event as never);
        handOver.hovering = false;
      }}
      onFocus={(event) => {
        props.onFocus?.(event as never);
        preloadOverlayParts();
      }}
    />
  );
}
