// Everyone can use it: fits 360 px phones, every control reachable by Tab, a light first visit; and the
// screenshots kept as test output (1280×800 and 390×844).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  BASE_URL, DESKTOP, newPage, PHONE, playMoves, screenshot, startBrowser, startGame,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const FIRST_VISIT_LIMIT = 300 * 1024;

describe('layout and access', () => {
  test('the first visit transfers under 300 KB', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' });
    const bytes = await page.evaluate(() => [
      ...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource'),
    ].reduce((total, entry) => total + entry.transferSize, 0));
    console.log(`first visit: ${(bytes / 1024).toFixed(1)} KB transferred`);
    assert.ok(bytes > 0 && bytes < FIRST_VISIT_LIMIT, `${bytes} bytes`);
    await page.context().close();
  });

  for (const path of ['/', '/rules', '/join', 'game']) {
    test(`nothing is wider than a 360 px phone: ${path}`, async () => {
      const page = await newPage(session.browser, { viewport: { width: 360, height: 740 }, touch: true });
      if (path === 'game') await startGame(page);
      else await page.goto(`${BASE_URL}${path}`);
      await page.locator(path === '/' ? '.game-list ul, .game-list .empty' : 'main h1').first().waitFor();
      if (path === '/rules') await page.locator('.rule-diagram cg-board').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} overflows by ${overflow} px`);
      if (path === '/rules' || path === 'game') {
        const board = await page.locator('.board-wrap').first().boundingBox();
        assert.ok(board.width >= 300, 'the board fills the phone');
      }
      await page.context().close();
    });
  }

  test('every game control is reachable with Tab', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    await playMoves(page, ['e2e4']);
    const reached = new Set();
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => {
        const element = document.activeElement;
        return element?.dataset.testid ?? element?.dataset.action ?? element?.dataset.nav ?? element?.dataset.tool
          ?? element?.textContent?.trim() ?? '';
      }));
    }
    for (const control of ['move-input', 'first', 'previous', 'flip', 'resign', 'agree-draw', 'takeback',
      'copy-fen', 'copy-pgn', 'download-pgn', 'new-game']) {
      assert.ok(reached.has(control), `${control} is reachable by Tab`);
    }
    await page.context().close();
  });

  test('screenshots at 1280×800 and 390×844', async () => {
    for (const [size, viewport] of [['1280x800', DESKTOP], ['390x844', PHONE]]) {
      const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
      await page.goto(`${BASE_URL}/`);
      await page.locator('.game-list ul, .game-list .empty').first().waitFor();
      await screenshot(page, `home-${size}`);
      await startGame(page);
      await playMoves(page, ['e2e4', 'c7c5', 'g1f3', 'd7d6', 'f1b5']);
      await page.waitForTimeout(300);
      await screenshot(page, `game-${size}`);
      await page.goto(`${BASE_URL}/rules`);
      await page.locator('.rule-diagram cg-board').first().waitFor();
      await page.locator('#rule-castling').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await screenshot(page, `rules-${size}`);
      await page.context().close();
    }
  });
});
