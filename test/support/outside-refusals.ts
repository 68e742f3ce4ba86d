/**
 * The refusals a screen meets that do not come from the rules (test/renderer/refusal-outside.test.ts
 * meets each and holds its templates to it): the service's and the store's, the server's, and those
 * the page makes itself: two when the server does not answer as it should (renderer/src/api.ts),
 * one for a file to import that is not UTF-8 (renderer/src/recordFile.ts).
 */
export const SERVICE_REFUSALS = [
  ...['db/nothing-to-undo', 'db/no-such-match', 'db/no-such-hand', 'match/stale-hand', 'match/changed', 'hand/not-blocked', 'match/over', 'http/too-large', 'record/too-large'],
  // A move for a screen's hand when the match has none (taken back in another window), and a new
  // hand asked for while the last is played or waits to be settled.
  ...['match/no-hand', 'match/hand-in-play', 'match/hand-unsettled'],
] as const;
export const PAGE_REFUSALS = ['http/unreachable', 'http/not-json', 'record/not-utf8'] as const;
