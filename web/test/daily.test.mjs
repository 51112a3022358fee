// Daily use: explanations in view at every size until the next action, articles in Spanish explanations,
// lower-case board coordinates, players' names from a PGN, resigning on one device, friendly unknown pages,
// refusals worded in the page's language, typed SAN explained by the rules.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  apiState, BASE_URL, drag, moveCount, newPage, PHONE, screenshot, startBrowser, startGame, typeMove, waitForMoves,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const LAPTOP = { width: 1366, height: 768 };

/** Whether the element is shown and lies wholly inside the window. */
function inView(page, selector) {
  return page.evaluate(css => {
    const element = document.querySelector(css);
    if (!element || element.hidden) return { shown: false };
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      shown: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none',
      inside: box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
      box: [box.left, box.top, box.right, box.bottom].map(Math.round),
      window: [window.innerWidth, window.innerHeight],
    };
  }, selector);
}

describe('explanations in view', () => {
  for (const [name, viewport] of [['1366x768', LAPTOP], ['390x844', PHONE], ['1280x800', { width: 1280, height: 800 }],
    ['1920x1080', { width: 1920, height: 1080 }]]) {
    test(`dropping e2 on e5 shows why, in the window, until the next move (${name})`, async () => {
      const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
      await page.clock.install();
      await startGame(page);
      await drag(page, 'e2', 'e5');
      const notice = page.locator('.game-notice.notice-error');
      await notice.waitFor();
      assert.match(await notice.textContent(),
        /^El peón no puede ir de e2 a e5: no se mueve así\. \(Leyes de la FIDE, art\. 3\.7\)/);
      await screenshot(page, `illegal-try-${name}`);
      let where = await inView(page, '.game-notice');
      assert.ok(where.shown && where.inside, `in view: ${JSON.stringify(where)}`);
      // Long past the six seconds it used to last, it is still there.
      await page.clock.fastForward(30_000);
      where = await inView(page, '.game-notice');
      assert.ok(where.shown && where.inside, `still in view: ${JSON.stringify(where)}`);
      await drag(page, 'e2', 'e4');
      await waitForMoves(page, 1);
      await notice.waitFor({ state: 'hidden' });
      await page.context().close();
    });
  }

  test('a typed move that is not understood is explained in view, on a phone too', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await startGame(page);
    await typeMove(page, 'Zz9');
    const notice = page.locator('.game-notice.notice-error');
    await notice.waitFor();
    assert.match(await notice.textContent(), /Zz9/);
    const where = await inView(page, '.game-notice');
    assert.ok(where.shown && where.inside, JSON.stringify(where));
    await page.locator('.game-notice .notice-close').click();
    await notice.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('Spanish explanations', () => {
  // Each piece with its article: el rey, la dama, la torre, el alfil, el caballo, el peón.
  const cases = [
    ['r3k3/8/8/8/8/8/8/4K3 w - - 0 1', 'e1', 'e3', /^El rey no puede ir de e1 a e3/],
    ['r3k3/8/8/8/8/8/8/3QK3 w - - 0 1', 'd1', 'e3', /^La dama no puede ir de d1 a e3/],
    ['r3k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1', 'b2', /^La torre no puede ir de a1 a b2/],
    ['r3k3/8/8/8/8/8/8/2B1K3 w - - 0 1', 'c1', 'c2', /^El alfil no puede ir de c1 a c2/],
    ['r3k3/8/8/8/8/8/8/4K1N1 w - - 0 1', 'g1', 'g3', /^El caballo no puede ir de g1 a g3/],
    ['4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1', 'e7', 'e5', /^El peón de e7 es de tu rival/],
  ];
  test('every piece is named with its article (el, la)', async () => {
    const page = await newPage(session.browser);
    for (const [fen, from, to, expected] of cases) {
      await startGame(page, { fen });
      // A rival's piece cannot be picked up on the board; typed, it is sent and explained.
      if (from === 'e7') await typeMove(page, from + to);
      else await drag(page, from, to);
      const notice = page.locator('.game-notice.notice-error');
      await notice.waitFor();
      assert.match(await notice.textContent(), expected);
    }
    await page.context().close();
  });
});

describe('the board', () => {
  test('files are lettered a–h in lower case, as the moves are written', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    const files = await page.locator('[data-testid="board"] coords.files coord').evaluateAll(coords =>
      coords.map(coord => coord.innerText));
    assert.deepEqual([...files].sort(), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    await page.context().close();
  });
});
