/**
 * The api's service over a new database file in a temporary folder for each test, closed and
 * removed after it: the setup every service-level test shares.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { ApiResult, MatchUpdate, MatchView } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { Service, ServiceOptions } from '../../api/service.ts';
import { mergeMatchUpdate } from '../../api/update.ts';

export interface TempService {
  /** The service of the running test. */
  readonly service: Service;
  /** The test's temporary folder; the database is m.sqlite in it. */
  readonly dir: string;
}

/**
 * Registers beforeEach/afterEach that open and close the service; `name` names the folder.
 * `options` over the service's own (an import's worker: `importWorker: null` checks in this thread).
 */
export function useTempService(name: string, options: Partial<ServiceOptions> = {}): TempService {
  let dir = '';
  let service: Service | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `dominoes-${name}-`));
    service = openService(join(dir, 'm.sqlite'), { appVersion: '1.2.3', ...options });
  });
  afterEach(() => {
    service?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get service() {
      if (!service) throw new Error('the service opens in beforeEach: use it inside a test');
      return service;
    },
    get dir() {
      return dir;
    },
  };
}

/** An api answer's value; a refusal throws with its code and message. */
export function value<T>(result: ApiResult<T>): T;
/** An api answer's value, as the type the caller knows the method answers. */
export function value<T>(result: ApiResult<unknown>): T;
export function value<T>(result: ApiResult<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

/**
 * The answer to recordMove or undoMove (only the summaries the move can change) merged into the
 * view held before it, as the screens do (api/update.ts): the whole view after the command. A
 * refusal, or a held view it cannot be merged into, throws.
 */
export function merged(held: MatchView, result: ApiResult<unknown>): MatchView {
  const view = mergeMatchUpdate(held, value<MatchUpdate>(result));
  if (!view) throw new Error(`the answer for match ${held.id} cannot be merged into the view held`);
  return view;
}
