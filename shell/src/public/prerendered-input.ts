// The build renders /landing and /auth to HTML, once per theme, so the page shows before any script runs.
// React then renders the same page over it. What a visitor typed or focused in the meantime is carried
// over to the fresh fields (matched by id), so nothing typed before the script loaded is lost.

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface TypedInput {
  values: Array<[id: string, value: string]>;
  focusedId: string | null;
}

function capture(container: HTMLElement): TypedInput {
  const values: TypedInput['values'] = [];
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')) {
    if (field.value) values.push([field.id, field.value]);
  }
  const active = document.activeElement;
  const focusedId = active instanceof HTMLElement && container.contains(active) && active.id ? active.id : null;
  return { values, focusedId };
}

/**
 * Follows the prerendered page's fields from now until React replaces them (which may happen a few
 * frames later: the first render is a transition); `stop` returns what they held last.
 */
export function watchPrerenderedInput(container: HTMLElement): { stop: () => TypedInput } {
  let latest = capture(container);
  const update = () => {
    latest = capture(container);
  };
  const events = ['input', 'focusin'] as const;
  for (const event of events) container.addEventListener(event, update, true);
  return {
    stop: () => {
      for (const event of events) container.removeEventListener(event, update, true);
      return latest;
    },
  };
}

/** Puts the typed values into React's fields the way typing does (React reads them from input events). */
export function restorePrerenderedInput(typed: TypedInput): void {
  for (const [id, value] of typed.values) {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (typed.focusedId) document.getElementById(typed.focusedId)?.focus();
  // The prerendered pages' styles are no longer needed once React's own are in the document.
  for (const style of document.querySelectorAll(`style[${PRERENDERED_ATTRIBUTE}]`)) style.remove();
}
