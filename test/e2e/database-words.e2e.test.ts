/**
 * The database's refusals in Spanish, in real Chromium through browser mode: the full-page refusal
 * of a file a newer app wrote (the real server over such a file), and the window's New database…
 * and Open another database… refused (a stand-in preload bridge answering with what the real
 * desktop session answered, as test/e2e/ui.e2e.test.ts does). They said the api's English under
 * a Spanish headline; and the table's Export refused, and the header's version not had, which
 * said the api's English too. Axe and the CSP are checked, and screenshots saved into test-results/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { internalError, type ApiResult } from '../../api/contract.ts';
import { APPLICATION_ID, LATEST_VERSION } from '../../db/migrations.ts';
import { DesktopSession } from '../../electron/desktop-api.ts';
import { api, describeInChromium, poll, standInBridge, useE2eApp } from './app.ts';
import { firstHands, text } from './play.ts';
import { axeProblems, screenshots } from './scorekeeper.ts';

async function spanish(page: Page): Promise<void> {
  await page.getByTestId('language').selectOption('es');
}

describeInChromium('the database\'s refusals, and an export refused, in Spanish', () => {
  const app = useE2eApp('database-words');

  it('a file from a newer app: the full-page refusal says why in Spanish, naming the file and both versions', async () => {
    const dbFile = app.dbFile('newer');
    const db = new Database(dbFile);
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.pragma(`user_version = ${LATEST_VERSION + 1}`);
    db.close();
    const server = await app.startServer('newer');
    const watched = await app.openPage(server.url);
    const { page } = watched;
    await poll(() => page.getByTestId('database-refused').isVisible()).toBe(true);
    // That the file was left as it was is said once, by the refusal's own words, not again in a
    // line below (found by the places helper: "the file has not been changed" twice).
    const untouched = /has not been changed|left exactly as it was|nothing was changed|no se ha modificado|exactamente como estaba/gi;
    expect((await text(page, 'database-refused')).match(untouched)).toHaveLength(1);
    await screenshots(page, 'database-refused-newer-en');
    await spanish(page);
    await poll(() => page.locator('.refused h1').textContent()).toBe('No se puede abrir esta base de datos');
    expect(await text(page, 'database-refused')).toContain(
      `${dbFile}: este archivo está en la versión ${LATEST_VERSION + 1} de la base de datos, pero esta versión de la aplicación solo conoce hasta la ${LATEST_VERSION}: ` +
        'lo escribió una versión más reciente. Actualice la aplicación para abrirlo; el archivo no se ha modificado.',
    );
    expect(await text(page, 'database-refused')).not.toContain('newer version');
    expect((await text(page, 'database-refused')).match(untouched)).toHaveLength(1);
    expect(await axeProblems(page)).toEqual([]);
    await screenshots(page, 'database-refused-newer-es');
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 180_000);

  it('New database… where a file is, and Open another database… of a damaged file: said in Spanish above the screens', async () => {
    // What the real desktop session answers: a save dialog naming a file already there, and an
    // open dialog choosing a file that is not a database.
    const taken = join(app.dir, 'club night.sqlite');
    writeFileSync(taken, 'Ann 3, Ben 2 … the scores from last night\n'.repeat(300));
    const session = new DesktopSession({
      appVersion: '9.9.9',
      dataDir: app.dir,
      chooseFile: () => Promise.resolve(taken),
      chooseNewFile: () => Promise.resolve(taken),
    });
    let made: ApiResult<unknown>;
    let opened: ApiResult<unknown>;
    try {
      made = await session.handlers.newDatabase({});
      opened = await session.handlers.chooseDatabase({});
    } finally {
      session.close();
    }
    expect(made).toMatchObject({ ok: false, error: { code: 'db/exists' } });
    expect(opened).toMatchObject({ ok: false, error: { code: 'db/damaged' } });
    const server = await app.startServer('switching');
    const bridge = standInBridge(`{ appVersion: () => ({ ok: true, value: '9.9.9' }), databaseInfo: () => ({ ok: true, value: { path: '/home/ann/dominoes.sqlite', version: 1 } }),
      newDatabase: () => (${JSON.stringify(made)}), chooseDatabase: () => (${JSON.stringify(opened)}) }`);
    const watched = await app.openPage(server.url, { initScript: bridge });
    const { page } = watched;
    await poll(() => page.getByTestId('database-path').textContent()).toContain('dominoes.sqlite');
    await spanish(page);
    await page.getByTestId('new-database').click();
    await poll(() => text(page, 'new-database-problem')).toBe(
      `No se creó la base de datos nueva: ${taken} ya existe. Una base de datos nueva necesita un nombre de archivo nuevo; ` +
        'para usar ese archivo, ábralo con Archivo → Abrir base de datos….',
    );
    await page.getByTestId('open-database').click();
    await poll(() => text(page, 'open-database-problem')).toMatch(
      new RegExp(`^No se abrió esa base de datos; sigue abierta la que estaba en uso: No se puede usar ${taken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: «.+»\\. No es una base de datos del anotador`),
    );
    expect(await page.getByTestId('database-refused').count()).toBe(0);
    expect(await axeProblems(page)).toEqual([]);
    await screenshots(page, 'database-switch-refused-es');
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 180_000);

  // The table's Export said the api's English ("There is no match 999.") on a Spanish screen.
  it('an export refused is said in Spanish on the table', async () => {
    const server = await app.startServer('export');
    const match = await api<{ id: number }>(server.url, 'importRecord', { text: firstHands('jamaican-partner', 1) });
    const watched = await app.openPage(new URL(`/#/match/${match.id}`, server.url).href);
    const { page } = watched;
    await page.getByTestId('export').waitFor();
    await spanish(page);
    // The match went (another window, another file) between showing it and exporting it.
    await page.route('**/api/exportRecord', (route) => route.continue({ postData: JSON.stringify({ matchId: 999 }) }));
    await page.getByTestId('export').click();
    await poll(() => text(page, 'export-problem')).toBe('No existe la partida 999.');
    await screenshots(page, 'export-refused-es');
    await page.getByTestId('language').selectOption('en');
    await poll(() => text(page, 'export-problem')).toBe('There is no match 999.');
    expect(await axeProblems(page)).toEqual([]);
    expect(watched.errors).toEqual([]);
  }, 180_000);

  // The header said "Version unavailable:" in Spanish, then the api's English.
  it('a version that could not be had is said in Spanish in the header', async () => {
    const server = await app.startServer('version');
    const bridge = standInBridge(`{ appVersion: () => ({ ok: false, error: ${JSON.stringify(internalError())} }),
      databaseInfo: () => ({ ok: true, value: { path: '/home/ann/dominoes.sqlite', version: 1 } }) }`);
    const watched = await app.openPage(server.url, { initScript: bridge });
    const { page } = watched;
    await poll(() => text(page, 'app-version')).toContain('Version unavailable: Something went wrong inside the app');
    await spanish(page);
    await poll(() => text(page, 'app-version')).toBe(
      'Versión no disponible: Algo falló dentro de la aplicación; esta petición no ha guardado nada. Vuelva a intentarlo, e informe del fallo si se repite.',
    );
    expect(watched.errors).toEqual([]);
  }, 180_000);
});
