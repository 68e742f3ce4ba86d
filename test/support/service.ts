/**
 * The api's service over a fresh database file for each test of the calling file, closed and
 * removed afterwards; and `value`, which unwraps an answer the test expects to be ok.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { ApiResult } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { Service } from '../../api/service.ts';

export function useService(): { readonly service: Service } {
  let dir = '';
  let service: Service | null = null;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dominoes-service-'));
    service = openService(join(dir, 'm.sqlite'), { appVersion: '1.2.3' });
  });
  afterEach(() => {
    service?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get service(): Service {
      if (!service) throw new Error('useService: the service opens before each test');
      return service;
    },
  };
}

/** The value of an answer that must be ok; a refusal fails the test with its code and message. */
export function value<T>(result: ApiResult<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}
