import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
for (const [w, h] of [[1366, 1000], [1024, 768]]) {
  const org = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
  await org.goto('http://127.0.0.1:5180/#/event/1/round/1');
  await org.getByText('Round 1 of 3').waitFor();
  await org.getByTestId('table-1').screenshot({ path: `/tmp/handrun/10-card-${w}.png` });
  const over = await org.evaluate(() => { const c = document.querySelector('[data-testid="table-1"]')!.getBoundingClientRect(); const t = document.querySelector('[data-testid="table-1-status"]')!.getBoundingClientRect(); return t.right <= c.right; });
  console.log(w, 'inside', over);
}
await browser.close();
