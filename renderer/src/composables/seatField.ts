/**
 * Which seat's field a problem in a seat dialog (the deal, the bones left) is about, so that the
 * focus goes there: a scorekeeper told "Bartolomé played 8 of 10 bones, so 2 should be left" with
 * the focus still on the last seat's field (or on Cancel, after Tab then Enter) had to find the
 * field himself, by Shift+Tab, from a dialog that had just said whose it was.
 */

/**
 * The seat a refusal's field names: `hands[0].left.1`, `hands[0].left.1[1]`, `hands[0].pips.2`,
 * `hands[0].dealt.3[6]` (the record's paths, domain/record.ts); null for any other field. A bone
 * dealt twice names the later seat, where the second copy was typed.
 */
export function seatOfField(field: string | undefined): number | null {
  const found = field === undefined ? null : /\.(?:left|pips|dealt)\.(\d+)(?:\[\d+\])?$/.exec(field);
  return found ? Number(found[1]) : null;
}
