/**
 * What every command dialog is given (CommandDialog.vue, and EventDialog.vue that binds it to the
 * event store): one declaration, so the two cannot drift apart.
 */
export interface CommandFrame {
  /** The command's name: the test ids follow it (`<name>-dialog`, `<name>-save`, `<name>-cancel`). */
  name: string;
  open: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  width?: string;
  /** What is wrong, in words: what the screen found in the entry, or the api's refusal. */
  problem?: string | null;
  /** A submit that loses something (a match deleted, a recorded game taken out of its round): marked as such; Enter on Cancel is Cancel, which has the focus when there is no field. */
  danger?: boolean;
}

export const COMMAND_WIDTH = 'min(32rem, 94vw)';
