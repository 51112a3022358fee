// The board editor: pieces dragged on and off from the palette or placed by choosing and tapping, side to move,
// castling and en passant written into the FEN; the rules core checks the position as it is edited, and while it is
// not playable its reason is shown (each fault in its own words) and no game can be started from it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiState, BASE_URL, boardPieces, DESKTOP, newPage, PHONE, screenshot, startBrowser } from './helpers.mjs';

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

/** Waits for the editor's reason to match `pattern` (the position is checked a moment after each change). */
async function expectReason(page, pattern) {
  const notice = page.locator('.editor-layout .notice-error');
  const deadline = Date.now() + 10_000;
  let text = '';
  while (Date.now() < deadline) {
    text = (await notice.isVisible()) ? (await notice.textContent()) ?? '' : '';
    if (pattern.test(text)) return text;
    await page.waitForTimeout(50);
  }
  assert.match(text, pattern);
  return text;
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
      // The levels are named as on the home page, each with its rating once the server has said them.
      await page.waitForFunction(() => /^Nivel 8 \(≈\d+ Elo\)$/.test(
        document.querySelector('.editor-start select[name="level"] option[value="8"]')?.textContent ?? ''));
      assert.deepEqual(await page.locator('.editor-start select[name="color"] option').allTextContents(),
        ['Blancas', 'Negras', 'Al azar']);
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
    test(`at ${size} a position the rules refuse cannot be played, and the rules' reason is shown`, async () => {
      const page = await newPage(session.browser, { viewport });
      await page.goto(`${BASE_URL}/editor`);
      await page.locator('[data-testid="editor-clear"]').click();
      await dragFromPalette(page, 'black-king', 'e8');
      const notice = page.locator('.editor-layout .notice-error');
      await expectReason(page, /Falta el rey blanco/);
      const play = page.locator('[data-testid="editor-hotseat"]');
      assert.equal(await play.isDisabled(), true, 'no game can start from it');
      // Where the editing is: beside the buttons on a wide screen, right under the board's tools on a phone (in view
      // with the board, the buttons being far below).
      await page.locator('.board-area').evaluate(area => area.scrollIntoView({ block: 'start' }));
      const box = await notice.boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `the reason is in view: ${JSON.stringify(box)}`);
      if (viewport.width < 900) {
        const tools = await page.locator('.editor-tools').boundingBox();
        assert.ok(box.y >= tools.y + tools.height && box.y - (tools.y + tools.height) < 40, 'under the tools');
      }
      await play.scrollIntoViewIfNeeded();
      assert.ok(page.url().endsWith('/editor'), 'no game started');
      await page.context().close();
    });
  }

  // Each fault has its own words (core names the rule; the page says it), checked as the position is edited.
  const FAULTS = {
    es: {
      twoKings: /^Aún no se puede jugar desde esta posición\. Hay 2 reyes blancos: cada bando tiene que tener un rey, y solo uno\.$/,
      pawn: /Hay un peón en a1: un peón nunca puede estar en la primera ni en la última fila/,
      noBlackKing: /Falta el rey negro/,
      hello: /Ese texto no es un FEN: un FEN tiene seis campos separados por espacios.*El tablero no ha cambiado\./,
      check: /El rey negro está en jaque, pero el turno es de las blancas: el bando que no tiene el turno no puede estar en jaque\./,
      turnField: /el turno tiene que ser/,
    },
    en: {
      twoKings: /^This position cannot be played yet\. There are 2 white kings: each side has one king, and only one\.$/,
      pawn: /There is a pawn on a1: a pawn can never stand on the first or last rank/,
      noBlackKing: /The black king is missing/,
      hello: /That text is not a FEN: a FEN has six fields separated by spaces.*The board has not changed\./,
      check: /The black king is in check, but it is White's turn: the side not to move cannot be in check\./,
      turnField: /side to move must be/,
    },
  };
  for (const lang of ['es', 'en']) {
    test(`(${lang}) two white kings, a pawn on a1, no black king, 'hello' and a side not to move in check: each its own reason, as the position is edited`, async () => {
      const page = await newPage(session.browser, { lang, viewport: LAPTOP });
      const words = FAULTS[lang];
      await page.goto(`${BASE_URL}/editor`);
      const hotseat = page.locator('[data-testid="editor-hotseat"]');
      const computer = page.locator('[data-testid="editor-computer"]');
      const notice = page.locator('.editor-layout .notice-error');
      assert.equal(await hotseat.isEnabled(), true, 'the starting position is playable');
      // A second white king dragged on: said at once, and neither button starts a game.
      await dragFromPalette(page, 'white-king', 'd4');
      await expectReason(page, words.twoKings);
      assert.equal(await hotseat.isDisabled(), true);
      assert.equal(await computer.isDisabled(), true);
      assert.equal(await hotseat.getAttribute('aria-describedby'), await notice.getAttribute('id'),
        'the buttons point to the reason');
      // Dragged off again: playable, and the reason goes.
      const d4 = await squareCenter(page, 'd4');
      const board = await page.locator('[data-testid="board"] cg-board').boundingBox();
      await page.mouse.move(d4.x, d4.y);
      await page.mouse.down();
      await page.mouse.move(board.x + board.width + 60, d4.y, { steps: 6 });
      await page.mouse.up();
      await notice.waitFor({ state: 'hidden' });
      assert.equal(await hotseat.isEnabled(), true);
      assert.equal(await computer.isEnabled(), true);
      const typeFen = async text => {
        const input = page.locator('[data-testid="editor-fen"]');
        await input.fill(text);
        await input.press('Enter');
      };
      await typeFen('4k3/8/8/8/8/8/8/P3K3 w - - 0 1');
      await expectReason(page, words.pawn);
      assert.equal((await boardPieces(page)).a1, 'white pawn', 'a FEN that reads is shown, to be set right');
      await typeFen('8/8/8/8/8/8/8/4K3 w - - 0 1');
      await expectReason(page, words.noBlackKing);
      const before = await boardPieces(page);
      await typeFen('hello');
      await expectReason(page, words.hello);
      assert.deepEqual(await boardPieces(page), before, 'text that is no FEN changes nothing');
      assert.equal(await hotseat.isDisabled(), true);
      // White to move, and Black's king on h8 attacked by the queen on h6: not a fault of the turn field's letter.
      await typeFen('7k/8/6KQ/8/8/8/8/8 w - - 0 1');
      await expectReason(page, words.check);
      assert.doesNotMatch(await notice.textContent(), words.turnField);
      // Black to move instead: playable.
      await page.locator('[data-testid="turn-black"]').check();
      await notice.waitFor({ state: 'hidden' });
      assert.equal(await hotseat.isEnabled(), true);
      await page.context().close();
    });
  }

  // At a laptop's size the whole editor is in view: both palettes, the board, "Vaciar el tablero" and the buttons
  // that start a game, without scrolling the page; also once the board is emptied.
  for (const viewport of [LAPTOP, DESKTOP]) {
    test(`at ${viewport.width}x${viewport.height} the editor fits the window`, async () => {
      const page = await newPage(session.browser, { viewport });
      await page.goto(`${BASE_URL}/editor`);
      await page.locator('[data-testid="palette-white"]').waitFor();
      for (const step of ['start', 'cleared']) {
        if (step === 'cleared') await page.locator('[data-testid="editor-clear"]').click();
        await page.waitForTimeout(300);
        const scroll = await page.evaluate(() => ({ y: window.scrollY, height: document.documentElement.scrollHeight }));
        assert.equal(scroll.y, 0, `${step}: the page has not scrolled`);
        assert.ok(scroll.height <= viewport.height, `${step}: the page is ${scroll.height} px high, the window ${viewport.height}`);
        for (const id of ['palette-black', 'palette-white', 'editor-clear', 'editor-hotseat', 'editor-computer', 'editor-fen']) {
          const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
          assert.ok(box.y >= 0 && box.y + box.height <= viewport.height,
            `${step}: ${id} in view (${Math.round(box.y)}–${Math.round(box.y + box.height)} px)`);
        }
      }
      await page.context().close();
    });
  }

  test('the home page leads to the editor from under the new-game forms', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${BASE_URL}/`);
    const link = page.getByTestId('home-editor-link');
    assert.equal(await link.textContent(), 'Prepárala en el tablero');
    await link.click();
    await page.waitForURL(/\/editor$/);
    await page.getByTestId('palette-white').waitFor();
    await page.context().close();
  });

  test('at 390x844 the palettes and the board fit the width, with no sideways scrolling', async () => {
    const page = await newPage(session.browser, { viewport: PHONE });
    await page.goto(`${BASE_URL}/editor`);
    for (const id of ['palette-black', 'board', 'palette-white', 'editor-clear']) {
      const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `${id} fits the width`);
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    // "Nivel" and "Juegas con" each stay on the line of their list.
    const pairs = await page.evaluate(() => [...document.querySelectorAll('.editor-computer label')].map(label => {
      const own = document.getElementById(label.htmlFor).getBoundingClientRect();
      const box = label.getBoundingClientRect();
      return { text: label.textContent, apart: Math.abs((box.top + box.bottom) / 2 - (own.top + own.bottom) / 2) };
    }));
    assert.equal(pairs.length, 2);
    for (const pair of pairs) assert.ok(pair.apart < 10, `${pair.text} beside its list: ${JSON.stringify(pairs)}`);
    await page.context().close();
  });

  test('a typed FEN sets the board, side, castling and en passant', async () => {
    const page = await newPage(session.browser, { lang: 'en' });
    await page.goto(`${BASE_URL}/editor`);
    const input = page.locator('[data-testid="editor-fen"]');
    await input.fill('4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1');
    await input.press('Enter');
    await page.locator('h1').click();
    // Loaded once the rules core has read it (with no host, once the WebAssembly worker is up).
    await page.waitForFunction(() => document.querySelector('[data-testid="turn-black"]')?.checked === true);
    assert.equal(await page.locator('[data-testid="turn-black"]').isChecked(), true);
    assert.equal(await page.locator('[data-testid="castle-K"]').isChecked(), false);
    assert.equal(await page.locator('[data-testid="en-passant"]').inputValue(), 'e3');
    assert.equal((await boardPieces(page)).f4, 'black pawn');
    assert.equal(await fen(page), '4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1');
    await page.context().close();
  });
});
