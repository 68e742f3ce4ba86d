/**
 * The Import button reads the chosen file as the referee reads one (docs/referee.md, "What the
 * referee reads"; docs/record-format.md, "Reading a file": "at most 16 MB … of UTF-8 text; a
 * byte-order mark before it is allowed"). Found by the red-team helper: the screen read the file
 * with `file.text()`, which puts U+FFFD in place of every byte that is not UTF-8, so a Latin-1 file
 * with "José" in it was imported with the name "Jos\uFFFD" where the referee refuses it (exit 2,
 * "it is not UTF-8 text"); and a file over 16 MB was read whole before being refused.
 */
import { describe, expect, it } from 'vitest';
import { readEventFile, readRecordFile } from '../../renderer/src/recordFile.ts';
import { MAX_RECORD_BYTES } from '../../domain/record.ts';
import { eventTooLarge, MAX_EVENT_BYTES } from '../../domain/events/format.ts';
import { respondTo } from '../support/referee.ts';

const RECORD = '{"format": "dominoes-match/1", "rules": "jamaican-partner", "seats": ["José", "Ben", "Cat", "Dan"], "hands": []}';

describe('reading an imported file (renderer/src/recordFile.ts)', () => {
  it('UTF-8 text is read as it is, a byte-order mark included', async () => {
    expect(await readRecordFile(new Blob([RECORD]))).toEqual({ ok: true, text: RECORD });
    const withMark = await readRecordFile(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), RECORD]));
    expect(withMark.ok && respondTo(withMark.text).status).toBe(0);
  });

  it('a file in another encoding (Latin-1 "José") is refused, not read with its letters replaced', async () => {
    const latin1 = Uint8Array.from(RECORD.replace('é', 'e'), (c) => c.charCodeAt(0));
    latin1[latin1.indexOf('e'.charCodeAt(0), RECORD.indexOf('José'))] = 0xe9;
    const read = await readRecordFile(new Blob([latin1]));
    expect(read).toMatchObject({ ok: false, error: { code: 'record/not-utf8', params: {} } });
    expect(read.ok || read.error.message).toMatch(/not UTF-8/);
  });

  it('a file over 16 MB is refused from its size, naming the limit', async () => {
    const read = await readRecordFile(new Blob([new Uint8Array(MAX_RECORD_BYTES + 1)]));
    expect(read).toMatchObject({ ok: false, error: { code: 'record/too-large', params: { mb: 16 } } });
  });

  // issue 17: the event file's size limit is 64 MB; an event file is read as the referee reads it.
  it("an event file is read the same way, with the event format's limit, refused as the service refuses it", async () => {
    expect(await readEventFile(new Blob(['{"format": "dominoes-event/1"}']))).toEqual({ ok: true, text: '{"format": "dominoes-event/1"}' });
    const read = await readEventFile(new Blob([new Uint8Array(MAX_EVENT_BYTES + 1)]));
    expect(read).toMatchObject({ ok: false, error: { code: 'event/too-large', params: eventTooLarge().params } });
    expect(await readEventFile(new Blob([new Uint8Array([0x4a, 0x6f, 0x73, 0xe9])]))).toMatchObject({ ok: false, error: { code: 'record/not-utf8' } });
  });
});
