import type { ApiError, ApiResult, DatabaseInfo, DominoesApi } from '../../api/contract.ts';
import { API_METHODS, SHOWN_DATABASE_HEADER, apiPath } from '../../api/methods.ts';
import type { ApiMethod } from '../../api/methods.ts';

/**
 * The one seam between the UI and the app's commands. Components and stores import `api` from
 * here and never look at window.dominoes or fetch themselves, so the same UI runs in the desktop
 * window (the preload bridge, electron/preload.ts) and in a browser (`npm run serve`, HTTP to the
 * same origin, server/). Both carry the contract in api/contract.ts.
 */

/** `params`: the facts the message names, so a screen can say it in its own language (refusal.ts). */
function failure(code: string, message: string, params: ApiError['params'] = {}): { ok: false; error: ApiError } {
  return { ok: false, error: { code, message, params } };
}

/**
 * The database file this page was shown (databaseInfo's first answer), sent with every later
 * request: a server started again on another file while the page was open refuses them
 * (http/database-changed) rather than act on that file's matches with this page's match ids.
 */
let shownDatabase: string | null = null;

/**
 * Where the calls go: the organizer's page posts to /api/<method> on this computer; the room's
 * page (renderer/room.html, issue 24: a device at a table, the room's display) says in its
 * `dominoes-api` meta that its calls go through the room's listener, /room/api/<method>, where its
 * credential (a cookie) names its table.
 */
const API_BASE = document.querySelector<HTMLMetaElement>('meta[name="dominoes-api"]')?.content ?? null;

function pathOf(method: ApiMethod): string {
  return API_BASE === null ? apiPath(method) : `${API_BASE}${method}`;
}

/**
 * One method over HTTP: POST /api/<method> with the input as JSON; the answer is an ApiResult.
 * XMLHttpRequest rather than fetch: the answer comes parsed with the load event, without fetch's
 * further round of tasks to read the body, about half a millisecond of every recorded move in
 * Chromium (issue 5, "Speed": entry to painted frame).
 */
function post(method: ApiMethod, input: unknown): Promise<ApiResult<unknown>> {
  return new Promise((answered) => {
    const request = new XMLHttpRequest();
    request.open('POST', pathOf(method));
    request.setRequestHeader('Content-Type', 'application/json');
    if (shownDatabase !== null) request.setRequestHeader(SHOWN_DATABASE_HEADER, encodeURIComponent(shownDatabase));
    request.responseType = 'json';
    request.onload = () => {
      // A body that is not JSON leaves the response null (every ApiResult is an object).
      const result = request.response as ApiResult<unknown> | null;
      if (method === 'databaseInfo' && result?.ok === true) shownDatabase ??= (result.value as DatabaseInfo).path;
      answered(result ?? failure('http/not-json', `The server answered ${request.status} without a result.`, { status: request.status }));
    };
    request.onerror = request.onabort = request.ontimeout = () => {
      answered(failure('http/unreachable', 'The scorekeeper server is not answering. Is `npm run serve` still running?'));
    };
    request.send(JSON.stringify(input ?? {}));
  });
}

/** Browser mode: every method of the contract over HTTP. */
export function httpApi(): DominoesApi {
  return Object.fromEntries(
    API_METHODS.map((method) => [method, (input?: unknown) => post(method, input)]),
  ) as unknown as DominoesApi;
}

/** The preload bridge when there is one, otherwise HTTP. */
export function selectApi(bridge: DominoesApi | undefined): DominoesApi {
  return bridge ?? httpApi();
}

// window.dominoes is typed by api/bridge.ts (DominoesBridge), which becomes DominoesApi once the
// preload carries the whole contract.
export const api: DominoesApi = selectApi(window.dominoes as DominoesApi | undefined);
