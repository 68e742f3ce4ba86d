import type { ApiResult } from '../api/bridge.ts';
import { isAllowedNavigation } from './security.ts';

/**
 * The body of every IPC handler, without Electron: refuse callers that are not the app's own
 * page, and turn a thrown error into an error result (a throw would reach the renderer as a bare
 * message, and a bug should not look like an expected failure).
 */
export async function handleInvoke<T>(
  senderUrl: string | undefined,
  appUrl: string,
  run: () => T | Promise<T>,
): Promise<ApiResult<T>> {
  if (!isAllowedNavigation(senderUrl, appUrl)) {
    return {
      ok: false,
      error: { code: 'ipc/untrusted-sender', message: 'This request did not come from the app’s own page.' },
    };
  }
  try {
    return { ok: true, value: await run() };
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    return { ok: false, error: { code: 'ipc/internal', message: `Something went wrong: ${detail}` } };
  }
}
