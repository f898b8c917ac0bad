/**
 * Issue 36 ('A tool hydrates on first use', docs/decisions.md): what a visitor did to a tool's server HTML before
 * its code arrived, told to React once it has hydrated the tool (components/ui/on-first-use.tsx). Hydration keeps
 * the DOM as the visitor left it (what they typed, what they chose, the focus and the caret), but React's state
 * still holds the server's values, and a press on HTML that was not hydrated yet never reached React.
 */

/** The elements that hold what the visitor typed or chose. */
const FIELDS = 'input, select, textarea';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The button of the tool under `root` that the visitor pressed, if they pressed one. */
export function pressedButton(target: Node, root: Element): HTMLButtonElement | null {
  const element = target instanceof Element ? target : target.parentElement;
  const button = element?.closest('button');
  return button && root.contains(button) && !button.disabled ? button : null;
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Whether the visitor changed the field from what the server wrote (its default, which hydration leaves alone). */
function changedByVisitor(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const server = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return server !== undefined && field.value !== server.value;
  }
  return field.value !== field.defaultValue;
}

/** The field's state as the visitor left it: its value, or whether it is checked. */
export type Visitor = string | boolean;

function visitorOf(field: Field): Visitor {
  return isCheckable(field) ? field.checked : field.value;
}

/**
 * Tells React the visitor's change, as the browser would have: React's change handler runs only when the field's
 * value differs from the one React last saw, which hydration took from the DOM. So the field is first set to another
 * value through its own setter (which React watches), then to the visitor's through the prototype's (which it does
 * not), and it sends the event a person's change sends.
 */
function tellReact(field: Field, visitor: Visitor): void {
  const prototype = Object.getPrototypeOf(field) as object;
  if (isCheckable(field)) {
    field.checked = !visitor;
    Object.getOwnPropertyDescriptor(prototype, 'checked')?.set?.call(field, visitor);
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const text = String(visitor);
  if (field instanceof HTMLSelectElement) {
    field.value = text;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const caret = field === document.activeElement ? caretOf(field) : null;
  field.value = text === field.defaultValue ? '' : field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret) {
    try {
      field.setSelectionRange(caret[0], caret[1]);
    } catch {
      // A field whose type has no selection keeps the caret where the browser put it.
    }
  }
}

/** A selection's start and end. */
export type Caret = [number, number];

/** Where the caret or selection of a field is, or null for a field whose type has none. */
export function caretOf(field: HTMLInputElement | HTMLTextAreaElement): Caret | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Each field the visitor set (`set`: the value its last input or change event left, even the value it had; hydration
 * puts a textarea's server text back, so the DOM cannot tell) or changed otherwise, in the document's order (a unit
 * chosen before its target, as the visitor did), then the button pressed while the code loaded.
 */
export function replayFirstUse(
  root: Element,
  pressed: HTMLButtonElement | null,
  set: ReadonlyMap<EventTarget, Visitor> = new Map(),
): void {
  // Read before any is told: a change can re-render the fields after it (a new unit clears its target, D11).
  const changed = [...root.querySelectorAll<Field>(FIELDS)].flatMap((field) => {
    const visitor = set.has(field) ? set.get(field)! : changedByVisitor(field) ? visitorOf(field) : undefined;
    return visitor === undefined ? [] : [[field, visitor] as const];
  });
  for (const [field, visitor] of changed) {
    if (field.isConnected) tellReact(field, visitor);
  }
  if (pressed) whenStill(root, () => pressed.isConnected && root.contains(pressed) && pressed.click());
}

/** How long the tool's HTML must stay unchanged before the pressed button is pressed again. */
const STILL_MS = 50;
/** The longest wait for it, in case the tool never stops changing (a clock). */
const STILL_AT_MOST_MS = 1000;

/**
 * Runs `then` once the DOM under `root` has not changed for STILL_MS: the renders of the replayed changes, deferred
 * ones included (the recipe converts its text at a lower priority), are done, so a press acts on what the visitor
 * sees (the copy button copies the visitor's recipe, not the example's).
 */
function whenStill(root: Element, then: () => void): void {
  let timer: ReturnType<typeof setTimeout>;
  const done = () => {
    observer.disconnect();
    clearTimeout(longest);
    clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, STILL_MS);
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  timer = setTimeout(done, STILL_MS);
  const longest = setTimeout(done, STILL_AT_MOST_MS);
}

/** What the visitor left in a field that sent an input or change event. */
export function visitorValueOf(target: EventTarget): Visitor | undefined {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
    ? visitorOf(target)
    : undefined;
}
