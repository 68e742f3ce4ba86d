/**
 * The names of the app's commands and queries, with no other import: the renderer's HTTP client
 * needs the list at run time, and importing it from contract.ts would pull the zod schemas into
 * the window's bundle. contract.ts checks that this list and its schemas name the same methods.
 */
export const API_METHODS = [
  'appVersion',
  'databaseInfo',
  'chooseDatabase',
  'newDatabase',
  'listOptions',
  'listMatches',
  'createMatch',
  'getMatch',
  'startHand',
  'recordMove',
  'undoMove',
  'settleBlock',
  'ruleHand',
  'importRecord',
  'exportRecord',
  'viewHand',
  'listCorrections',
  // The list of matches: delete recoverably, rename a seat's player (issue 18 item 9).
  'deleteMatch',
  'restoreMatch',
  'listDeletedMatches',
  'renameSeat',
  // The tournament layer (issue 17; api/event-contract.ts).
  'listEvents',
  'createEvent',
  'getEvent',
  'addEntrant',
  'renameEntrant',
  'withdrawEntrant',
  'importEntrantsCsv',
  'exportEntrantsCsv',
  'drawRound',
  'saveRound',
  'checkRound',
  'redoRound',
  'startGame',
  'enterPaperScore',
  'setForfeit',
  'addPenalty',
  'removePenalty',
  'removeGame',
  'setGameEnded',
  'getStandings',
  'exportEvent',
  'importEvent',
  'verifyEvent',
  'listEventChanges',
  // The room (issue 24; api/room-contract.ts): a table's device, the display, the organizer's room.
  'tableState',
  'tableStartGame',
  'confirmResult',
  'callReferee',
  'tablePaperScore',
  'tableWaiting',
  'displayState',
  'roomStatus',
  'setRoom',
  'disconnectDevice',
  'clearCall',
  'setClock',
  'featureTable',
  'settleResult',
  'newDisplayCode',
  'importTableGame',
  'roomTables',
] as const;

export type ApiMethod = (typeof API_METHODS)[number];

export function isApiMethod(name: string): name is ApiMethod {
  return (API_METHODS as readonly string[]).includes(name);
}

/** The HTTP route of a method in browser mode (server/): POST with a JSON body. */
export function apiPath(method: ApiMethod): string {
  return `/api/${method}`;
}

/** The IPC channel of a method in the desktop app (electron/main.ts handles, preload invokes). */
export function ipcChannel(method: ApiMethod): string {
  return `api:${method}`;
}

/**
 * The request header in which a page sends the database file it was shown (databaseInfo's
 * `path`, URI-encoded so that any name travels as ASCII): a server started again on another file
 * refuses it (contract.ts, API_ERROR_CODES.dbChanged).
 */
export const SHOWN_DATABASE_HEADER = 'X-Dominoes-Database';
