import type { ComponentPropsWithRef, MouseEvent, PointerEvent } from 'react';
import {
  StandInTrigger,
  attachTrigger,
  newHandOver,
  preloadOverlayParts,
  setRef,
  type OverlayParts,
  type OverlayRootState,
} from './overlay-module';

type TriggerProps = ComponentPropsWithRef<'button'> & { asChild?: boolean };

/**
 * The trigger of a dialog, alert dialog or popover: before radix is there, a stand-in with the attributes
 * of a closed trigger whose click asks the root to open once loaded (the focus goes with it); afterwards
 * radix's trigger.
 */
export function LazyOpenTrigger({
  root,
  popup,
  loaded,
  ref,
  ...props
}: TriggerProps & {
  root: OverlayRootState | null;
  popup: 'dialog';
  loaded: OverlayParts | undefined;
  pick: (parts: OverlayParts) => React.ComponentType<TriggerProps>;
}) {
  const { pick, ...rest } = props;
  if (!root || root.standIn || !loaded) {
    const handOver = root?.handOver;
    return (
      <StandInTrigger
        {...rest}
        ref={ref}
        handOver={handOver ?? newHandOver()}
        attributes={{ 'aria-haspopup': popup, 'aria-expanded': false, 'data-state': 'closed' }}
        // The press asks to open, not only its click: if radix arrives between the two, the stand-in is
        // replaced mid-click and the browser sends the click to neither element. The click covers keys.
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          rest.onPointerDown?.(event);
          if (handOver && !event.defaultPrevented && !rest.disabled && event.button === 0 && !event.ctrlKey) {
            handOver.open = true;
            preloadOverlayParts();
          }
        }}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          rest.onClick?.(event);
          if (handOver && !event.defaultPrevented && !rest.disabled) {
            handOver.open = true;
            preloadOverlayParts();
          }
        }}
      />
    );
  }
  const Trigger = pick(loaded);
  return (
    <Trigger
      {...rest}
      ref={(node: HTMLButtonElement | null) => {
        setRef(ref, node);
        attachTrigger(root.handOver, node);
      }}
    />
  );
}
