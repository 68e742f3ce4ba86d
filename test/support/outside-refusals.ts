/**
 * The refusals a screen meets that do not come from the rules (test/renderer/refusal-outside.test.ts
 * meets each and holds its templates to it): the service's and the store's, the server's, and those
 * the page makes itself: two when the server does not answer as it should (renderer/src/api.ts),
 * one for a file to import that is not UTF-8 (renderer/src/recordFile.ts).
 */
export const SERVICE_REFUSALS = ['db/nothing-to-undo', 'db/no-such-match', 'db/no-such-hand', 'match/stale-hand', 'hand/not-blocked', 'match/over', 'http/too-large', 'record/too-large'] as const;
export const PAGE_REFUSALS = ['http/unreachable', 'http/not-json', 'record/not-utf8'] as const;
