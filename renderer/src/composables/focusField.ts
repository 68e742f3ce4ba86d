/**
 * The seat dialogs' (the deal, the bones left) way to put the focus in a field a problem names:
 * after the problem has been drawn, so the field is there and keeps the focus. Apart from
 * seatField.ts, which the unit tests load under Node without a document.
 */
export function focusField(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus());
}
