// The board editor: pieces dragged on and off from the palette or placed by choosing and tapping, side to move,
// castling and en passant written into the FEN; the server checks the position and its refusal is shown.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiState, BASE_URL, boardPieces, newPage, PHONE, screenshot, startBrowser } from './helpers.mjs';

const LAPTOP = { width: 1366, height: 768 };
const SIZES = [['1366x768', LAPTOP], ['390x844', PHONE]];

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

async function squareCenter(page, square) {
  const box = await page.locator('[data-testid="board"] cg-board').boundingBox();
  const size = box.width / 8;
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  return { x: box.x + (file + 0.5) * size, y: box.y + (7 - rank + 0.5) * size };
}

async function dragFromPalette(page, piece, square) {
  const spare = page.locator(`[data-piece="${piece}"]`);
  await spare.scrollIntoViewIfNeeded();
  const from = await spare.boundingBox();
  const to = await squareCenter(page, square);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

async function fen(page) {
  return page.locator('[data-testid="editor-fen"]').inputValue();
}

describe('board editor', () => {
  for (const [size, viewport] of SIZES) {
    test(`at ${size} a position is set up from the palette and played from`, async () => {
      const page = await newPage(session.browser, { viewport });
      await page.goto(`${BASE_URL}/`);
      await page.locator('[data-testid="hotseat-form"] summary').click();
      await page.locator('[data-testid="hotseat-form"] [data-testid="editor-link"]').click();
      await page.waitForURL(/\/editor/);
      assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
      await page.locator('[data-testid="editor-clear"]').click();
      assert.equal(await fen(page), '8/8/8/8/8/8/8/8 w - - 0 1');
      await dragFromPalette(page, 'white-king', 'e1');
      await dragFromPalette(page, 'black-king', 'e8');
      await dragFromPalette(page, 'white-queen', 'd4');
      // Choose a piece, then tap squares: each gets one.
      await page.locator('[data-piece="black-rook"]').click();
      for (const square of ['h8', 'a8']) {
        const point = await squareCenter(page, square);
        await page.mouse.click(point.x, point.y);
      }
      await page.locator('[data-piece="black-pawn"]').click();
      const d5 = await squareCenter(page, 'd5');
      await page.mouse.click(d5.x, d5.y);
      await page.locator('[data-piece="white-pawn"]').click();
      const e5 = await squareCenter(page, 'e5');
      await page.mouse.click(e5.x, e5.y);
      await page.locator('[data-piece="white-pawn"]').click();
      // Chessground ends the palette's pick-up on its next animation frame.
      await page.waitForTimeout(200);
      // A piece dragged off the board is removed.
      const d4 = await squareCenter(page, 'd4');
      const board = await page.locator('[data-testid="board"] cg-board').boundingBox();
      const off = board.x + board.width + 40 < viewport.width
        ? { x: board.x + board.width + 40, y: d4.y } : { x: d4.x, y: board.y + board.height + 80 };
      await page.mouse.move(d4.x, d4.y);
      await page.mouse.down();
      await page.mouse.move(off.x, off.y, { steps: 6 });
      await page.mouse.up();
      const pieces = await boardPieces(page);
      assert.deepEqual(Object.keys(pieces).sort(), ['a8', 'd5', 'e1', 'e5', 'e8', 'h8']);
      assert.equal(pieces.h8, 'black rook');
      await page.locator('[data-testid="turn-black"]').check();
      await page.locator('[data-testid="castle-k"]').check();
      await page.locator('[data-testid="castle-q"]').check();
      assert.equal(await fen(page), 'r3k2r/8/8/3pP3/8/8/8/4K3 b kq - 0 1');
      await page.locator('[data-testid="turn-white"]').check();
      await page.locator('[data-testid="en-passant"]').selectOption('d6');
      assert.equal(await fen(page), 'r3k2r/8/8/3pP3/8/8/8/4K3 w kq d6 0 1');
      await screenshot(page, `editor-${size}`);
      const play = page.locator('[data-testid="editor-hotseat"]');
      await play.scrollIntoViewIfNeeded();
      await play.click();
      await page.waitForURL(/\/game\//);
      const state = await apiState(page.url().split('/game/')[1], page);
      // White's pawn on e5 may take d5 en passant, so the square is part of the position.
      assert.equal(state.startFen, 'r3k2r/8/8/3pP3/8/8/8/4K3 w kq d6 0 1');
      await page.context().close();
    });
  }

  for (const [size, viewport] of SIZES) {
    test(`at ${size} a position the rules refuse is not played, and the server's reason is shown`, async () => {
      const page = await newPage(session.browser, { viewport });
      await page.goto(`${BASE_URL}/editor`);
      await page.locator('[data-testid="editor-clear"]').click();
      await dragFromPalette(page, 'black-king', 'e8');
      const play = page.locator('[data-testid="editor-hotseat"]');
      await play.scrollIntoViewIfNeeded();
      await play.click();
      const notice = page.locator('.side-panel .notice-error');
      await notice.waitFor();
      assert.match(await notice.textContent(), /kings?|rey/i, 'says which rule: each side has one king');
      const box = await notice.boundingBox();
      assert.ok(box.y >= 0 && box.y < viewport.height, 'the reason is in view');
      assert.ok(page.url().endsWith('/editor'), 'no game started');
      await page.context().close();
    });
  }

  test('a typed FEN sets the board, side, castling and en passant', async () => {
    const page = await newPage(session.browser, { lang: 'en' });
    await page.goto(`${BASE_URL}/editor`);
    const input = page.locator('[data-testid="editor-fen"]');
    await input.fill('4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1');
    await input.press('Enter');
    await page.locator('h1').click();
    assert.equal(await page.locator('[data-testid="turn-black"]').isChecked(), true);
    assert.equal(await page.locator('[data-testid="castle-K"]').isChecked(), false);
    assert.equal(await page.locator('[data-testid="en-passant"]').inputValue(), 'e3');
    assert.equal((await boardPieces(page)).f4, 'black pawn');
    assert.equal(await fen(page), '4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1');
    await page.context().close();
  });
});
