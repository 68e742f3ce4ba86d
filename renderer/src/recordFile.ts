/**
 * The file chosen for Import, read as the referee reads one (docs/referee.md, "What the referee
 * reads"): at most 16 MB, judged from its size before it is read, and UTF-8 text, a byte-order
 * mark allowed. Another encoding is refused rather than read with its letters replaced (U+FFFD,
 * as `Blob.text()` does), so Import and the referee take the same files.
 */
import type { ApiError } from '../../api/contract.ts';
import { MAX_EVENT_BYTES } from '../../domain/events/format.ts';
import { MAX_RECORD_BYTES, recordTooLarge } from '../../domain/record.ts';

/** What an entrants CSV picker offers in the system's file chooser. */
export const CSV_FILES = '.csv,text/csv';

export type RecordFileRead = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: ApiError };

export async function readRecordFile(file: Blob): Promise<RecordFileRead> {
  // The service's refusal for the same file (api/service.ts importRecord).
  if (file.size > MAX_RECORD_BYTES) return { ok: false, error: recordTooLarge() };
  return readUtf8(file);
}

/**
 * An event file (dominoes-event/1) chosen for Import, read the same way with the event format's
 * own limit (MAX_EVENT_BYTES), judged before it is read: the service's refusal (event/too-large,
 * its facts as domain/events/format.ts eventTooLarge gives them).
 */
export async function readEventFile(file: Blob): Promise<RecordFileRead> {
  if (file.size > MAX_EVENT_BYTES) {
    const mb = MAX_EVENT_BYTES / 1024 / 1024;
    return { ok: false, error: { code: 'event/too-large', message: `The file is larger than ${mb} MB, the most an event file may be. Nothing was imported.`, params: { mb } } };
  }
  return readUtf8(file);
}

async function readUtf8(file: Blob): Promise<RecordFileRead> {
  // `params`, empty: the facts of the message, so a screen says it in its language (refusal.ts).
  try {
    // fatal: a byte that is not UTF-8 throws; the byte-order mark is dropped, as parseRecord would.
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return { ok: false, error: { code: 'record/not-utf8', message: 'The file is not UTF-8 text: save it as UTF-8 and import it again. Nothing was imported.', params: {} } };
  }
}
