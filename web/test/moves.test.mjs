// Making moves: legal destinations, drag, click-click, touch, typing SAN or UCI, promotion, illegal tries explained,
// the move list and stepping back through the game without changing it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  apiState, assertNoPageErrors, boardPieces, clickMove, drag, moveCount, newPage, PHONE, playMoves, startBrowser,
  startGame, touchDrag, typeMove, waitForMoves,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

async function squareCenterOf(page, square) {
  const box = await page.locator('[data-testid="board"] cg-board').boundingBox();
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  return { x: box.x + (file + 0.5) * box.width / 8, y: box.y + (7 - rank + 0.5) * box.width / 8 };
}

describe('moving pieces', () => {
  test('selecting a piece shows its legal destinations; click-click plays; last move is marked', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    const e2 = await squareCenterOf(page, 'e2');
    await page.mouse.click(e2.x, e2.y);
    await page.waitForFunction(() => document.querySelectorAll('cg-board square.move-dest').length > 0);
    assert.equal(await page.locator('cg-board square.move-dest').count(), 2, 'e3 and e4');
    const e4 = await squareCenterOf(page, 'e4');
    await page.mouse.click(e4.x, e4.y);
    await waitForMoves(page, 1);
    assert.equal((await boardPieces(page)).e4, 'white pawn');
    assert.equal(await page.locator('cg-board square.last-move').count(), 2);
    await clickMove(page, 'g8', 'f6');
    await waitForMoves(page, 2);
    assert.equal((await boardPieces(page)).f6, 'black knight');
    assertNoPageErrors(assert, page);
    await page.context().close();
  });

  test('a touch drag plays a move on a phone-sized screen', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await startGame(page);
    await touchDrag(page, 'g1', 'f3');
    await waitForMoves(page, 1);
    assert.equal((await boardPieces(page)).f3, 'white knight');
    await playMoves(page, ['b8c6', 'e2e4', 'e7e5', 'd2d4', 'd7d6', 'f1b5']);
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page stays put while moves are listed');
    await page.context().close();
  });

  test('moves typed as SAN (English or Spanish letters) or UCI are played and announced', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    await typeMove(page, 'e4');
    await waitForMoves(page, 1);
    await typeMove(page, 'e7e5');
    await waitForMoves(page, 2);
    await typeMove(page, 'Cf3');
    await waitForMoves(page, 3);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="announcer"]')?.textContent === 'Caballo a f3');
    await typeMove(page, 'Nc6');
    await waitForMoves(page, 4);
    const rows = await page.locator('.move-list .move-row').evaluateAll(items =>
      items.map(row => [...row.children].map(cell => cell.textContent).join(' ')));
    assert.deepEqual(rows, ['1. e4 e5', '2. Nf3 Nc6']);
    await typeMove(page, 'Qxf7');
    await page.locator('.notice-error').waitFor();
    assert.match(await page.locator('.notice-error').textContent(), /^La dama no puede ir de d1 a f7/);
    assert.equal(await moveCount(page), 4, 'a move that matches nothing is not played');
    await page.context().close();
  });

  test('the typing help names the letters; "Re2" meant for the king is told that R is the rook', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    // The box gives an example; the help is one line until opened.
    assert.equal(await page.getByTestId('move-input').getAttribute('placeholder'), 'p. ej. Nf3, exd5 o e2e4');
    assert.equal(await page.locator('.move-form .hint').isVisible(), false, 'the help is closed at first');
    await page.locator('.move-help summary').click();
    await page.locator('.move-form .hint').waitFor();
    const help = await page.locator('.move-form .hint').textContent();
    assert.match(help, /K rey, Q dama, R torre, B alfil y N caballo/);
    assert.match(help, /la R es siempre la torre/);
    await typeMove(page, 'e4');
    await waitForMoves(page, 1);
    await typeMove(page, 'e5');
    await waitForMoves(page, 2);
    await typeMove(page, 'Re2');
    await page.locator('.notice-error').waitFor();
    assert.equal(await page.locator('.notice-error .notice-text').textContent(),
      '«Re2»: la R es la torre (las letras son las inglesas) y ninguna torre puede ir ahí. Para mover el rey, '
      + 'escribe Ke2.');
    assert.equal(await moveCount(page), 2, 'nothing was played');
    await typeMove(page, 'Ke2');
    await waitForMoves(page, 3);
    await page.context().close();
  });

  test('what is said for screen readers: "al paso", a check when the position is read, a move taken back', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    const announced = text => page.waitForFunction(expected =>
      document.querySelector('[data-testid="announcer"]')?.textContent === expected, text);
    for (const [index, move] of ['e4', 'd5', 'e5', 'f5'].entries()) {
      await typeMove(page, move);
      await waitForMoves(page, index + 1);
    }
    await typeMove(page, 'exf6');
    await waitForMoves(page, 5);
    await announced('Peón captura en f6, al paso');
    await typeMove(page, 'Kf7');
    await waitForMoves(page, 6);
    await typeMove(page, 'Qh5+');
    await waitForMoves(page, 7);
    await announced('Dama a h5, jaque');
    await page.keyboard.press('Alt+r');
    await page.waitForFunction(() => document.querySelector('[data-testid="readout"]')?.textContent);
    assert.match(await page.locator('[data-testid="readout"]').textContent(),
      /^Juegan las negras\. Las negras están en jaque\. Blancas: /);
    await page.locator('[data-action="takeback"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list button.move[data-ply]').length === 6);
    await announced('Jugada deshecha: Dama a h5, jaque.');
    await page.context().close();
  });

  test('arrow keys and clicks step through earlier positions without changing the game', async () => {
    const page = await newPage(session.browser);
    const id = await startGame(page);
    await playMoves(page, ['e2e4', 'e7e5', 'g1f3']);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    let pieces = await boardPieces(page);
    assert.equal(pieces.e4, 'white pawn');
    assert.equal(pieces.e5, undefined, 'after 1. e4 only');
    assert.equal(pieces.g1, 'white knight');
    assert.equal(await page.locator('.viewing').count(), 1, 'says an earlier position is shown');
    assert.match(await page.locator('.viewing').textContent(),
      /^Estás viendo la posición tras 1\.\u00a0e4, no la actual\. Volver a la partida$/, 'names the move, as the list does');
    await page.keyboard.press('Home');
    assert.equal((await boardPieces(page)).e2, 'white pawn');
    assert.match(await page.locator('.viewing').textContent(), /^Estás viendo la posición inicial, no la actual\./);
    await page.locator('.move-list button.move[data-ply="2"]').click();
    assert.equal((await boardPieces(page)).e5, 'black pawn');
    assert.equal((await boardPieces(page)).f3, undefined);
    const state = await apiState(id, page);
    assert.equal(state.ply, 3, 'the game itself is unchanged');
    assert.equal(state.status, 'active');
    await page.keyboard.press('End');
    assert.equal((await boardPieces(page)).f3, 'white knight');
    assert.equal(await page.locator('.viewing').count(), 0);
    await page.context().close();
  });

  test('the board flips', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    const board = page.locator('[data-testid="board"]');
    assert.equal(await board.getAttribute('data-orientation'), 'white');
    await page.locator('[data-nav="flip"]').click();
    assert.equal(await board.getAttribute('data-orientation'), 'black');
    await page.context().close();
  });

  test('a promotion offers the four pieces, and the chosen one appears', async () => {
    const page = await newPage(session.browser, { viewport: { width: 1366, height: 768 } });
    await startGame(page, { fen: '8/4P2k/8/8/8/8/8/4K3 w - - 0 1' });
    await drag(page, 'e7', 'e8');
    const choices = page.locator('.promotion-choice');
    await choices.first().waitFor();
    assert.deepEqual(await choices.evaluateAll(buttons => buttons.map(button => button.dataset.piece)),
      ['q', 'r', 'b', 'n']);
    assert.deepEqual(await choices.evaluateAll(buttons => buttons.map(button => button.getAttribute('aria-label'))),
      ['dama', 'torre', 'alfil', 'caballo']);
    // The chooser covers the board exactly, overhanging it nowhere (the wrap around the board may be larger).
    const board = await page.locator('cg-board').boundingBox();
    const chooser = await page.locator('.promotion').boundingBox();
    for (const side of ['x', 'y', 'width', 'height']) assert.ok(Math.abs(chooser[side] - board[side]) < 1, side);
    await page.locator('.promotion-choice[data-piece="n"]').click();
    await waitForMoves(page, 1);
    assert.equal((await boardPieces(page)).e8, 'white knight');
    assert.match(await page.locator('.move-list').textContent(), /e8=N/);
    await page.context().close();
  });

  test('an illegal try is explained without a dialog, and the piece goes back', async () => {
    const page = await newPage(session.browser);
    await startGame(page, { fen: '4k3/3n4/8/1B6/8/8/8/4K3 b - - 0 1' });
    await drag(page, 'd7', 'f6');
    const notice = page.locator('.notice-error');
    await notice.waitFor();
    assert.match(await notice.textContent(), /^Tu rey quedaría en jaque del alfil de b5 \(Leyes de la FIDE, art\. 3\.9\)\./);
    assert.match(await notice.textContent(), /art\. 3\.9/);
    assert.equal(await page.locator('dialog[open]').count(), 0, 'no modal');
    const pieces = await boardPieces(page);
    assert.equal(pieces.d7, 'black knight', 'snapped back');
    assert.equal(pieces.f6, undefined);
    assert.equal(await moveCount(page), 0);
    await page.context().close();
  });

  test('castling through an attacked square is explained, in Spanish and in English', async () => {
    const fen = '4k3/8/8/8/2b5/8/8/4K2R w K - 0 1';
    const spanish = await newPage(session.browser);
    await startGame(spanish, { fen });
    await drag(spanish, 'e1', 'g1');
    await spanish.locator('.notice-error').waitFor();
    assert.match(await spanish.locator('.notice-error').textContent(),
      /^No puedes enrocar: el rey pasaría por f1, que está atacada \(Leyes de la FIDE, art\. 3\.8\.2\.2\)\./);
    await spanish.context().close();
    const english = await newPage(session.browser, { lang: 'en' });
    await startGame(english, { fen });
    await drag(english, 'e1', 'g1');
    await english.locator('.notice-error').waitFor();
    assert.match(await english.locator('.notice-error').textContent(),
      /^You cannot castle: the king would cross f1, which is attacked \(FIDE Laws, art\. 3\.8\.2\.2\)\./);
    await english.context().close();
  });
});
