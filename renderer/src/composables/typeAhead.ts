/**
 * Keys typed while a dialog opens, kept for its first field (issue 25 item 8: "Keys typed between
 * the command and the dialog taking the focus go into the dialog's first field … measured today,
 * about 0.35 s of typing lost"). A dialog (SeatsDialog.vue) holds the keys from the moment it is
 * told to open, in the same task as the key that opened it, until its first field has the focus,
 * and then plays them into the form as the browser would have: characters into the field at its
 * caret, Backspace, Space on a tick box, the first letters of an option in a select, Tab to the
 * next field, Enter to the form. Keys held never reach what had the focus before (the button that
 * opened the dialog, the table's entry box), which would take an Enter as another command.
 *
 * Why not only move the focus sooner: Element Plus focuses the dialog itself as it opens (its
 * focus trap), after the render, and the first field can take the focus only after that; keys
 * come in between, each a task of its own, whenever the machine is slow.
 */
import { nextTick } from 'vue';

/** A key as held: what the browser's keydown said of it. */
interface HeldKey {
  readonly key: string;
  readonly shift: boolean;
}

/** The keys held: typing and moving between fields; a key with Ctrl, Alt or Meta is a command, and Escape closes. */
function isTyping(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return false;
  return event.key.length === 1 || ['Backspace', 'Tab', 'Enter', 'ArrowUp', 'ArrowDown'].includes(event.key);
}

/** The fields and buttons of `root` that Tab goes through, in order. */
function tabbable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('input, select, textarea, button, [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLInputElement).disabled && el.getClientRects().length > 0 && !el.hasAttribute('hidden'),
  );
}

/** Says to the page's listeners (v-model's) that a field's value changed, as typing does. */
function changed(el: HTMLElement, kinds: readonly string[] = ['input']): void {
  for (const kind of kinds) el.dispatchEvent(new Event(kind, { bubbles: true }));
}

/** Types one character into a text field at its caret (a number field, which has none, at its end). */
function insert(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  let start: number | null = null;
  try {
    start = field.selectionStart;
  } catch {
    // A number field has no caret to ask.
  }
  if (start === null) field.value += text;
  else field.setRangeText(text, start, field.selectionEnd ?? start, 'end');
  changed(field);
}

/** Backspace in a text field: the selection, else the character before the caret (a number field: its last). */
function backspace(field: HTMLInputElement | HTMLTextAreaElement): void {
  let start: number | null = null;
  try {
    start = field.selectionStart;
  } catch {
    // As in insert.
  }
  const end = start === null ? field.value.length : (field.selectionEnd ?? start);
  const from = start === null ? Math.max(0, end - 1) : start === end ? Math.max(0, start - 1) : start;
  if (start === null) field.value = field.value.slice(0, from);
  else field.setRangeText('', from, end, 'end');
  changed(field);
}

/**
 * The option a select's type-ahead lands on: the first whose words start with what was typed
 * (any case), else with its last letter alone, as a browser's select does; null for none.
 */
function typedOption(options: readonly string[], typed: string): number | null {
  const start = (text: string) => options.findIndex((o) => o.trim().toLocaleLowerCase().startsWith(text.toLocaleLowerCase()));
  const whole = start(typed);
  if (whole >= 0) return whole;
  const last = typed.length > 1 ? start(typed.slice(-1)) : -1;
  return last >= 0 ? last : null;
}

/**
 * Plays the held keys into `root`, from the element that has the focus. After each, the page's
 * update (Vue's, a microtask) before the next: v-model of a tick box list reads the list as last
 * drawn, so two ticks in one go kept only the second. Microtasks only: no key the person types
 * next (a task of its own) can come in between.
 */
async function play(keys: readonly HeldKey[], root: HTMLElement): Promise<void> {
  /** What was typed into a select since the focus came to it: its type-ahead. */
  let typed = '';
  for (const { key, shift } of keys) {
    await nextTick();
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || !root.contains(el)) return;
    if (key === 'Tab') {
      const order = tabbable(root);
      const next = order[order.indexOf(el) + (shift ? -1 : 1)];
      next?.focus();
      typed = '';
      continue;
    }
    if (key === 'Enter') {
      // The form's own Enter (SeatsDialog's): listened for on keydown, as a person's would be.
      const enter = new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true });
      if (el.dispatchEvent(enter) && el instanceof HTMLButtonElement) el.click();
      continue;
    }
    if (el instanceof HTMLSelectElement) {
      const options = [...el.options];
      let index: number | null = el.selectedIndex;
      if (key === 'ArrowDown' || key === 'ArrowUp') index = Math.min(options.length - 1, Math.max(0, el.selectedIndex + (key === 'ArrowDown' ? 1 : -1)));
      else if (key.length === 1) index = typedOption(options.map((o) => o.text), (typed += key));
      if (index !== null && index !== el.selectedIndex) {
        el.selectedIndex = index;
        changed(el, ['input', 'change']);
      }
      continue;
    }
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (key === ' ') el.click();
      continue;
    }
    if (el instanceof HTMLButtonElement) {
      if (key === ' ') el.click();
      continue;
    }
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      if (key === 'Backspace') backspace(el);
      else if (key.length === 1) insert(el, key);
    }
  }
}

/**
 * One dialog's keys held while it opens: `hold` when it is told to open, `release` once its first
 * field has the focus (the keys held played into `root`), `drop` when it closes before that.
 */
export function useTypeAhead() {
  let held: HeldKey[] | null = null;

  function onKey(event: KeyboardEvent): void {
    if (held === null || !event.isTrusted || !isTyping(event)) return;
    held.push({ key: event.key, shift: event.shiftKey });
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  function stop(): void {
    window.removeEventListener('keydown', onKey, true);
  }

  return {
    hold(): void {
      if (held !== null) return;
      held = [];
      // On the window, capturing: before any element's own listener, wherever the focus is.
      window.addEventListener('keydown', onKey, true);
    },
    release(root: HTMLElement | null): void {
      const keys = held;
      held = null;
      stop();
      if (keys && keys.length > 0 && root) void play(keys, root);
    },
    drop(): void {
      held = null;
      stop();
    },
  };
}
