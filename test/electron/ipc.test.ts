import { describe, expect, it } from 'vitest';
import { handleInvoke } from '../../electron/ipc.ts';

const appUrl = 'file:///app/out/renderer/index.html';

describe('handleInvoke', () => {
  it('answers the app’s own page with the value', async () => {
    expect(await handleInvoke(`${appUrl}#/matches`, appUrl, () => '0.1.0')).toEqual({ ok: true, value: '0.1.0' });
  });

  it.each([['https://example.com/'], ['file:///tmp/other.html'], [undefined]])(
    'refuses a request from %s without running the handler',
    async (sender) => {
      let ran = false;
      const result = await handleInvoke(sender, appUrl, () => {
        ran = true;
        return 'secret';
      });
      expect(ran).toBe(false);
      expect(result).toMatchObject({ ok: false, error: { code: 'ipc/untrusted-sender' } });
    },
  );

  it('turns a thrown error into an error result that keeps a code', async () => {
    const result = await handleInvoke(appUrl, appUrl, () => Promise.reject(new Error('disk full')));
    expect(result).toEqual({
      ok: false,
      error: { code: 'ipc/internal', message: 'Something went wrong: disk full' },
    });
  });
});
