// The select's parts, each a thin wrapper over the radix select in select-parts.tsx, part of the overlays'
// lazily loaded module (shared/overlay-module.tsx), which loads when a select first renders: no page's
// first paint needs radix's select, so the dashboard does not download it.
// All parts come from that one loaded module, so they share radix's context. Until it is there, the root
// renders a stand-in of the closed select: the same trigger button (same styles, role,
// name and value text, so nothing shifts), the list kept off the document as radix keeps it while closed.
// A focus, click or key on the stand-in is handed over: the radix trigger takes the focus and opens.
import { ChevronDown } from 'lucide-react';
import type { Select as SelectPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { overlayParts as parts } from '../shared/overlay-module';
import type * as SelectPartsModule from './select-parts';
import { selectTriggerStyles } from './select-trigger-styles';

export type SelectProps = ComponentProps<typeof SelectPrimitive.Root>;
export type SelectTriggerProps = ComponentPropsWithRef<typeof SelectPrimitive.Trigger>;
export type SelectContentProps = ComponentPropsWithRef<typeof SelectPrimitive.Content>;
export type SelectItemProps = ComponentPropsWithRef<typeof SelectPrimitive.Item>;

/** What the stand-in saw before radix took over: focus to move, an open to perform. */
interface HandOver {
  focusTrigger: boolean;
  open: boolean;
}
const HandOverContext = createContext<HandOver | null>(null);

interface StandIn {
  value: string | undefined;
  label: ReactNode;
  setLabel: (label: ReactNode) => void;
  disabled: boolean;
  required: boolean;
  handOver: HandOver;
}
const StandInContext = createContext<StandIn | null>(null);

type SelectParts = typeof SelectPartsModule;

export function Select(props: SelectProps) {
  const handOver = useRef<HandOver>({ focusTrigger: false, open: false }).current;
  const loaded = useSyncExternalStore(parts.subscribe, parts.loaded, parts.loaded);
  // Requested while rendering, so the chunk is on its way before the stand-in is even painted.
  if (!loaded) parts.load().catch(() => undefined);
  return (
    <HandOverContext value={handOver}>
      {loaded ? <LoadedSelect {...props} parts={loaded} handOver={handOver} /> : <StandInSelect {...props} handOver={handOver} />}
    </HandOverContext>
  );
}

function LoadedSelect({ parts: { Select: Root }, handOver, ...props }: SelectProps & { parts: SelectParts; handOver: HandOver }) {
  const [openAtMount] = useState(() => handOver.open);
  const { open, onOpenChange } = props;
  useEffect(() => {
    // A click or key on the stand-in opens the select: an uncontrolled one through defaultOpen, a
    // controlled one is asked to by its owner. Only the hand-over at mount.
    if (openAtMount && open === false) onOpenChange?.(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Root {...props} defaultOpen={props.defaultOpen || openAtMount} />;
}

function StandInSelect({ value, defaultValue, disabled, required, children, handOver }: SelectProps & { handOver: HandOver }) {
  const [label, setLabel] = useState<ReactNode>(undefined);
  const selected = value ?? defaultValue;
  return (
    <StandInContext value={{ value: selected, label, setLabel, disabled: Boolean(disabled), required: Boolean(required), handOver }}>
      {children}
    </StandInContext>
  );
}

const StandInButton = styled.button`
  ${selectTriggerStyles}
`;

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

function StandInTrigger({ children, asChild: _asChild, ref, onPointerDown, onKeyDown, disabled, ...props }: SelectTriggerProps & { standIn: StandIn }) {
  const { standIn, ...buttonProps } = props;
  const button = useRef<HTMLButtonElement | null>(null);
  const { handOver } = standIn;
  useLayoutEffect(
    () => () => {
      // Runs before the stand-in leaves the document: a focused stand-in hands its focus to radix's trigger.
      handOver.focusTrigger = document.activeElement === button.current;
    },
    [handOver],
  );
  const isDisabled = disabled || standIn.disabled;
  const placeholder = standIn.value === undefined || standIn.value === '';
  return (
    <StandInButton
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-required={standIn.required || undefined}
      aria-autocomplete="none"
      data-state="closed"
      data-disabled={isDisabled ? '' : undefined}
      data-placeholder={placeholder ? '' : undefined}
      disabled={isDisabled}
      {...buttonProps}
      ref={(node: HTMLButtonElement | null) => {
        button.current = node;
        setRef(ref, node);
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.button === 0 && event.pointerType === 'mouse') handOver.open = true;
      }}
      onClick={(event) => {
        buttonProps.onClick?.(event);
        // Touch and pen open on click, as radix does.
        handOver.open = true;
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (OPEN_KEYS.includes(event.key)) {
          handOver.open = true;
          event.preventDefault();
        }
      }}
    >
      {children}
      <ChevronDown aria-hidden="true" />
    </StandInButton>
  );
}

export function SelectTrigger(props: SelectTriggerProps) {
  const standIn = useContext(StandInContext);
  const handOver = useContext(HandOverContext);
  if (standIn) return <StandInTrigger {...props} standIn={standIn} />;
  const { SelectTrigger: Trigger } = parts.loaded() ?? use(parts.load());
  return (
    <Trigger
      {...props}
      ref={(node: HTMLButtonElement | null) => {
        setRef(props.ref, node);
        if (node && handOver?.focusTrigger) {
          handOver.focusTrigger = false;
          node.focus();
        }
      }}
    />
  );
}

export function SelectValue(props: ComponentPropsWithRef<typeof SelectPrimitive.Value>) {
  const standIn = useContext(StandInContext);
  if (standIn) {
    const empty = standIn.value === undefined || standIn.value === '';
    return (
      <span ref={props.ref} className={props.className} style={{ pointerEvents: 'none', ...props.style }}>
        {empty ? props.placeholder : (props.children ?? standIn.label)}
      </span>
    );
  }
  const { SelectValue: Value } = parts.loaded() ?? use(parts.load());
  return <Value {...props} />;
}

function OffDocument({ children }: { children: ReactNode }) {
  // Radix renders a closed select's items into a fragment too: they name the selected value.
  const [fragment] = useState(() => document.createDocumentFragment());
  return createPortal(children, fragment);
}

export function SelectContent(props: SelectContentProps) {
  const standIn = useContext(StandInContext);
  if (standIn) return <OffDocument>{props.children}</OffDocument>;
  const { SelectContent: Content } = parts.loaded() ?? use(parts.load());
  return <Content {...props} />;
}

function StandInItem({ value, children, standIn }: SelectItemProps & { standIn: StandIn }) {
  const selected = value === standIn.value;
  const { setLabel } = standIn;
  useLayoutEffect(() => {
    if (selected) setLabel(children);
  }, [selected, children, setLabel]);
  return null;
}

export function SelectItem(props: SelectItemProps) {
  const standIn = useContext(StandInContext);
  if (standIn) return <StandInItem {...props} standIn={standIn} />;
  const { SelectItem: Item } = parts.loaded() ?? use(parts.load());
  return <Item {...props} />;
}

export function SelectGroup(props: ComponentPropsWithRef<typeof SelectPrimitive.Group>) {
  const standIn = useContext(StandInContext);
  if (standIn) return <>{props.children}</>;
  const { SelectGroup: Group } = parts.loaded() ?? use(parts.load());
  return <Group {...props} />;
}

export function SelectLabel(props: ComponentPropsWithRef<typeof SelectPrimitive.Label>) {
  const standIn = useContext(StandInContext);
  if (standIn) return null;
  const { SelectLabel: Label } = parts.loaded() ?? use(parts.load());
  return <Label {...props} />;
}

export function SelectSeparator(props: ComponentPropsWithRef<typeof SelectPrimitive.Separator>) {
  const standIn = useContext(StandInContext);
  if (standIn) return null;
  const { SelectSeparator: Separator } = parts.loaded() ?? use(parts.load());
  return <Separator {...props} />;
}
