// The select's parts, each a thin wrapper over the radix select in select-parts.tsx, part of the overlays'
// lazily loaded module (overlay-module/overlay-module.tsx), which loads when a select first renders: no page's
// first paint needs radix's select, so the dashboard does not download it.
// All parts come from that one loaded module, so they share radix's context. Until it is there, the root
// (overlay-module's LazyRoot) renders a stand-in of the closed select: the same trigger button (same
// styles, role, name and value text, so nothing shifts), the list kept off the document as radix keeps it
// while closed. A focus, click or key on the stand-in is handed over as for every overlay: the radix
// trigger takes the focus and opens.
import { ChevronDown } from 'lucide-react';
import type { Select as SelectPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import {
  LazyRoot,
  StandInTrigger,
  attachTrigger,
  overlayParts as parts,
  preloadOverlayParts,
  setRef,
  type OverlayRootState,
} from '../overlay-module/overlay-module';
import { selectTriggerStyles } from './select-trigger-styles';

export type SelectProps = ComponentProps<typeof SelectPrimitive.Root>;
export type SelectTriggerProps = ComponentPropsWithRef<typeof SelectPrimitive.Trigger>;
export type SelectContentProps = ComponentPropsWithRef<typeof SelectPrimitive.Content>;
export type SelectItemProps = ComponentPropsWithRef<typeof SelectPrimitive.Item>;

const RootContext = createContext<OverlayRootState | null>(null);

/** What the stand-in shows of the closed select: the selected value's label, known from its items. */
interface StandIn {
  value: string | undefined;
  label: ReactNode;
  setLabel: (label: ReactNode) => void;
  disabled: boolean;
  required: boolean;
}
const StandInContext = createContext<StandIn | null>(null);

export function Select(props: SelectProps) {
  // Requested while rendering, so the chunk is on its way before the stand-in is even painted.
  if (!parts.loaded()) preloadOverlayParts();
  return (
    <LazyRoot
      props={props}
      context={RootContext}
      pick={(loaded) => loaded.Select}
      standIn={(standInProps) => <StandInSelect {...standInProps} />}
    />
  );
}

function StandInSelect({ value, defaultValue, disabled, required, children }: SelectProps) {
  const [label, setLabel] = useState<ReactNode>(undefined);
  const selected = value ?? defaultValue;
  return (
    <StandInContext
      value={{ value: selected, label, setLabel, disabled: Boolean(disabled), required: Boolean(required) }}
    >
      {children}
    </StandInContext>
  );
}

const StandInButton = styled.button`
  ${selectTriggerStyles}
`;

const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

function StandInSelectTrigger({
  children,
  asChild: _asChild,
  onPointerDown,
  onClick,
  onKeyDown,
  disabled,
  standIn,
  root,
  ...props
}: SelectTriggerProps & { standIn: StandIn; root: OverlayRootState }) {
  const { handOver } = root;
  const isDisabled = disabled || standIn.disabled;
  const placeholder = standIn.value === undefined || standIn.value === '';
  return (
    <StandInTrigger
      asChild
      handOver={handOver}
      attributes={{
        role: 'combobox',
        'aria-expanded': false,
        'aria-required': standIn.required || undefined,
        'aria-autocomplete': 'none',
        'data-state': 'closed',
        'data-disabled': isDisabled ? '' : undefined,
        'data-placeholder': placeholder ? '' : undefined,
      }}
      disabled={isDisabled}
      {...props}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.button === 0 && event.pointerType === 'mouse') handOver.open = true;
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
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
      <StandInButton type="button">
        {children}
        <ChevronDown aria-hidden="true" />
      </StandInButton>
    </StandInTrigger>
  );
}

export function SelectTrigger({ ref, ...props }: SelectTriggerProps) {
  const root = useContext(RootContext);
  const standIn = useContext(StandInContext);
  if (root && standIn) return <StandInSelectTrigger {...props} ref={ref} standIn={standIn} root={root} />;
  const { SelectTrigger: Trigger } = parts.loaded() ?? use(parts.load());
  return (
    <Trigger
      {...props}
      ref={(node: HTMLButtonElement | null) => {
        setRef(ref, node);
        attachTrigger(root?.handOver, node);
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
