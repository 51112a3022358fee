// Everyone can use it: fits 360 px phones, every control reachable by Tab, a light first visit; and the
// screenshots kept as test output (1280×800 and 390×844).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  BASE_URL, boardPieces, DESKTOP, newPage, PHONE, playMoves, screenshot, startBrowser, startGame,
} from './helpers.mjs';

const LAPTOP = { width: 1366, height: 768 };

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const FIRST_VISIT_LIMIT = 300 * 1024;

describe('layout and access', () => {
  for (const [where, viewport] of [['game', PHONE], ['game', DESKTOP], ['/rules', PHONE], ['/rules', DESKTOP]]) {
    test(`each board coordinate sits inside its own square: ${where} at ${viewport.width}x${viewport.height}`, async () => {
      const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
      if (where === 'game') await startGame(page);
      else await page.goto(`${BASE_URL}${where}`);
      const wrap = page.locator('.cg-wrap:has(cg-board)').first();
      await wrap.locator('coords.files coord').first().waitFor();
      const placed = await wrap.evaluate(element => {
        const board = element.querySelector('cg-board').getBoundingClientRect();
        const square = board.width / 8;
        const box = coord => coord.getBoundingClientRect();
        const files = [...element.querySelectorAll('coords.files coord')].map((coord, i) => {
          const { left, right, top, bottom } = box(coord);
          const x = (left + right) / 2;
          return { text: coord.textContent, column: Math.floor((x - board.left) / square), i,
            inside: right <= board.right + 0.5 && bottom <= board.bottom + 0.5 && top >= board.bottom - square };
        });
        const ranks = [...element.querySelectorAll('coords.ranks coord')].map((coord, i) => {
          const { left, top, bottom } = box(coord);
          const y = (top + bottom) / 2;
          return { text: coord.textContent, row: 7 - Math.floor((y - board.top) / square), i,
            inside: left >= board.left - 0.5 && left < board.left + square };
        });
        const style = getComputedStyle(element.querySelector('coords'));
        const piece = getComputedStyle(element.querySelector('cg-board piece'));
        return { files, ranks, size: parseFloat(style.fontSize), over: Number(style.zIndex) > Number(piece.zIndex) };
      });
      if (where === 'game') {
        // Large enough to read on a phone, and drawn over a piece on an edge square, not hidden under it.
        assert.ok(placed.size >= 10, `coordinates ${placed.size} px`);
        assert.ok(placed.over, 'coordinates over the pieces');
      }
      assert.deepEqual(placed.files.map(file => file.text), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
      for (const file of placed.files) {
        assert.equal(file.column, file.i, `${file.text} in its own column`);
        assert.ok(file.inside, `${file.text} inside the board's bottom row`);
      }
      for (const rank of placed.ranks) {
        assert.equal(rank.row, rank.i, `${rank.text} in its own row`);
        assert.ok(rank.inside, `${rank.text} inside the board's first column`);
      }
      await page.context().close();
    });
  }

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
      'copy-fen', 'edit-position', 'copy-pgn', 'download-pgn', 'new-game']) {
      assert.ok(reached.has(control), `${control} is reachable by Tab`);
    }
    await page.context().close();
  });

  test('on a touch phone every link, button and disclosure is a finger\'s target, 44 px tall', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    /** The visible targets under 44 px tall, but for the move list's moves (rows kept compact: 36 px). */
    const small = () => page.evaluate(() => [...document.querySelectorAll('a, button, summary, select')]
      .filter(element => element.checkVisibility() && !element.classList.contains('skip-link'))
      .map(element => {
        const box = element.getBoundingClientRect();
        return { text: (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40),
          height: Math.round(box.height), least: element.classList.contains('move') ? 36 : 44 };
      })
      .filter(target => target.height < target.least));
    const seen = {};
    await page.goto(`${BASE_URL}/`);
    await page.locator('[data-testid="hotseat-form"] summary').click();
    seen.home = await small();
    await startGame(page);
    await playMoves(page, ['e2e4', 'e7e5']);
    seen.game = await small();
    await page.locator('.move-list button.move[data-ply="1"]').click();
    await page.locator('.viewing .link-button').waitFor();
    seen.viewing = await small();
    for (const path of ['/rules', '/games?status=finished', '/no-such-page', '/editor']) {
      await page.goto(`${BASE_URL}${path}`);
      await page.locator('main a, main button').first().waitFor();
      seen[path] = await small();
    }
    for (const [where, targets] of Object.entries(seen)) assert.deepEqual(targets, [], `${where}: ${JSON.stringify(targets)}`);
    await page.context().close();
  });

  test('on a phone the player bar keeps "Blancas · ordenador, nivel 6" on one line', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await startGame(page, { mode: 'computer', level: 6, color: 'black' });
    const name = page.locator('.player[data-color="white"] .player-name');
    await name.waitFor();
    assert.match(await name.textContent(), /^Blancas · ordenador, nivel 6$/);
    // The lines the text is drawn on: the distinct tops of its pieces' boxes, found and measured in one step (the bar
    // is drawn again as states arrive, and an element found first may be gone when measured).
    const lines = await (await page.waitForFunction(() => {
      const element = document.querySelector('.player[data-color="white"] .player-name');
      if (!element) return 0;
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size;
    })).jsonValue();
    assert.equal(lines, 1, 'one line');
    await page.context().close();
  });

  test('at 1366×768 the board stays in sight while the side panel scrolls beside it', async () => {
    const page = await newPage(session.browser, { viewport: LAPTOP });
    await startGame(page);
    await playMoves(page, ['e2e4', 'e7e5']);
    await page.locator('.position-reader summary').click();
    await page.locator('[data-testid="read-position"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="readout"]')?.textContent);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(height > LAPTOP.height + 100, `the page is taller than the window: ${height}`);
    // What was read, brought into view at the window's foot: the panel scrolled up beside the board.
    await page.waitForFunction(() => {
      document.querySelector('[data-testid="readout"]').scrollIntoView({ block: 'end' });
      return window.scrollY > 100;
    });
    const layout = await page.evaluate(() => ({ scrollY: window.scrollY,
      bottom: document.querySelector('.game-layout').getBoundingClientRect().bottom,
      area: document.querySelector('.board-area').getBoundingClientRect().height }));
    const board = await page.locator('cg-board').boundingBox();
    assert.ok(board.y >= 0 && board.y + board.height <= LAPTOP.height, `the whole board is in view: ${JSON.stringify({ board, layout })}`);
    // And still played by dragging where it is drawn now.
    await playMoves(page, ['g1f3']);
    assert.equal((await boardPieces(page)).f3, 'white knight');
    await page.context().close();
  });

  test('the settings show a piece of each set, whichever set the board shows', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await page.goto(`${BASE_URL}/`);
    await page.locator('.top-bar nav button').click();
    const images = () => page.locator('dialog.settings .preview-pieces piece').evaluateAll(pieces =>
      pieces.map(piece => getComputedStyle(piece).backgroundImage));
    const before = await images();
    assert.equal(before.length, 2);
    const sizes = await page.locator('dialog.settings .preview-pieces piece').evaluateAll(pieces =>
      pieces.map(piece => Math.round(piece.getBoundingClientRect().width)));
    assert.ok(sizes.every(size => size >= 24), `each knight drawn large enough to see: ${sizes}`);
    assert.ok(before.every(image => image.startsWith('url(')), JSON.stringify(before.map(image => image.slice(0, 40))));
    assert.notEqual(before[0], before[1], 'two sets, two knights');
    assert.equal((await page.locator('dialog.settings fieldset').nth(1).textContent()).trim(), 'PiezasClásicasSencillas');
    await page.locator('dialog.settings input[name="pieces"][value="escaque"]').check();
    assert.deepEqual(await images(), before, 'each preview keeps its own set');
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
