import { IPC_CHANNELS } from '../api/bridge.ts';
import { invoke, type ApiHandlers, type ApiResult } from '../api/contract.ts';
import { API_METHODS, type ApiMethod } from '../api/methods.ts';
import { isAllowedNavigation } from './security.ts';

/** The refusal for a request from anything but the app's own page. */
export const UNTRUSTED_SENDER = {
  code: 'ipc/untrusted-sender',
  message: 'This request did not come from the app’s own page.',
} as const;

/**
 * The body of every IPC handler, without Electron: refuse callers that are not the app's own
 * page (Electron's security checklist, item 17: validate the sender of every IPC message), then
 * check the input against the method's schema, run it, and turn a throw into the contract's
 * 'internal' error. A throw must not cross IPC itself: Electron keeps only its message, so the
 * code would be lost and internals could show on screen. `onBug` gets the thrown value for the log.
 */
export async function handleInvoke(
  senderUrl: string | undefined,
  appUrl: string,
  method: ApiMethod,
  raw: unknown,
  handlers: ApiHandlers,
  onBug: (method: ApiMethod, cause: unknown) => void,
): Promise<ApiResult<unknown>> {
  if (!isAllowedNavigation(senderUrl, appUrl)) return { ok: false, error: UNTRUSTED_SENDER };
  return invoke(handlers, method, raw, (cause) => onBug(method, cause));
}

/** The part of an IPC event a handler looks at: the frame that sent it (null once it is gone). */
export interface InvokeEvent {
  readonly senderFrame?: { readonly url: string } | null;
}

/** What registerApi needs of ipcMain. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => Promise<ApiResult<unknown>>): void;
}

/**
 * One ipcMain.handle per contract method, on that method's own channel (api/bridge.ts), each
 * going through handleInvoke. Only the first argument is the input: the preload sends one.
 */
export function registerApi(
  ipc: IpcMainLike,
  appUrl: string,
  handlers: ApiHandlers,
  onBug: (method: ApiMethod, cause: unknown) => void,
): void {
  for (const method of API_METHODS) {
    ipc.handle(IPC_CHANNELS[method], (event, raw) =>
      handleInvoke(event.senderFrame?.url, appUrl, method, raw, handlers, onBug),
    );
  }
}
