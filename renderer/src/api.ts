import type { ApiError, ApiResult, DominoesApi } from '../../api/contract.ts';
import { API_METHODS, apiPath } from '../../api/methods.ts';
import type { ApiMethod } from '../../api/methods.ts';

/**
 * The one seam between the UI and the app's commands. Components and stores import `api` from
 * here and never look at window.dominoes or fetch themselves, so the same UI runs in the desktop
 * window (the preload bridge, electron/preload.ts) and in a browser (`npm run serve`, HTTP to the
 * same origin, server/). Both carry the contract in api/contract.ts.
 */

function failure(code: string, message: string): { ok: false; error: ApiError } {
  return { ok: false, error: { code, message } };
}

/** One method over HTTP: POST /api/<method> with the input as JSON; the answer is an ApiResult. */
async function post(method: ApiMethod, input: unknown): Promise<ApiResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(apiPath(method), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input ?? {}),
    });
  } catch {
    return failure('http/unreachable', 'The scorekeeper server is not answering. Is `npm run serve` still running?');
  }
  try {
    return (await response.json()) as ApiResult<unknown>;
  } catch {
    return failure('http/not-json', `The server answered ${response.status} without a result.`);
  }
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
