// How games end, shown in words: mate, stalemate, dead positions, the 75-move rule, repetition (claimed at the
// third time, automatic at the fifth), agreement on one device, and resignation with its confirmation.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertNoPageErrors, drag, newPage, PHONE, playMoves, screenshot, startBrowser, startGame, statusText, waitForStatusText,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const KNIGHTS_OUT_AND_BACK = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];

describe('the end of a game, in words', () => {
  test("fool's mate ends with the right words, the king in check marked", async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    await playMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    await waitForStatusText(page, 'Jaque mate: ganan las negras');
    assert.equal(await page.locator('cg-board square.check').count(), 1, 'the mated king is marked');
    assert.equal(await page.locator('cg-board square.last-move').count(), 2, 'origin and destination marked');
    assert.equal(await page.locator('.move-list').textContent().then(text => text.includes('Qh4#')), true);
    assert.equal(await page.locator('[data-action]').count(), 0, 'a finished game offers no actions');
    assertNoPageErrors(assert, page);
    await page.context().close();
  });

  test('stalemate', async () => {
    const page = await newPage(session.browser);
    await startGame(page, { fen: 'k7/8/8/8/8/8/8/1Q2K3 w - - 0 1' });
    await playMoves(page, ['b1b6']);
    await waitForStatusText(page, 'Tablas por rey ahogado');
    await page.context().close();
  });

  test('insufficient material', async () => {
    const page = await newPage(session.browser);
    await startGame(page, { fen: '4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1' });
    await playMoves(page, ['e1d2']);
    await waitForStatusText(page, 'Tablas por falta de material');
    await page.context().close();
  });

  test('a position from FEN reaches the 75-move rule', async () => {
    const page = await newPage(session.browser);
    await startGame(page, { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 149 105' });
    await playMoves(page, ['a1a2']);
    await waitForStatusText(page, 'Tablas por la regla de los 75 movimientos');
    await page.context().close();
  });

  test('knights out and back twice: "Reclamar tablas" appears, and claiming ends the game', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    await playMoves(page, KNIGHTS_OUT_AND_BACK);
    assert.equal(await page.locator('[data-action="claim-draw"]').count(), 0, 'no claim at the second time');
    await playMoves(page, KNIGHTS_OUT_AND_BACK);
    const claim = page.locator('[data-action="claim-draw"]');
    await claim.waitFor();
    assert.equal((await claim.textContent()).trim(), 'Reclamar tablas: triple repetición');
    await claim.click();
    await waitForStatusText(page, 'Tablas reclamadas: triple repetición');
    await page.context().close();
  });

  test('on a phone an open claim is said under the status, and its link leads to the menu\'s button', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await startGame(page);
    await playMoves(page, KNIGHTS_OUT_AND_BACK);
    const note = page.getByTestId('claim-note');
    assert.equal(await note.isVisible(), false, 'no claim at the second time');
    await playMoves(page, KNIGHTS_OUT_AND_BACK);
    await note.waitFor();
    assert.equal((await note.textContent()).trim(), 'Puedes reclamar tablas: triple repetición. Ir al botón «Reclamar tablas»');
    const status = await page.getByTestId('status').boundingBox();
    const box = await note.boundingBox();
    assert.ok(box.y >= status.y + status.height && box.y + box.height <= PHONE.height,
      `right under the status, in view: ${JSON.stringify({ status, box })}`);
    await screenshot(page, 'claim-note-390x844');
    await page.getByTestId('claim-note-go').tap();
    await page.waitForFunction(() => document.activeElement?.dataset.action === 'claim-draw');
    await page.waitForFunction(() => {
      const button = document.activeElement.getBoundingClientRect();
      return button.top >= 0 && button.bottom <= window.innerHeight;
    });
    await page.keyboard.press('Enter');
    await waitForStatusText(page, 'Tablas reclamadas: triple repetición');
    assert.equal(await note.isVisible(), false, 'the note goes with the claim');
    await page.context().close();
  });

  test('a draw may be claimed together with the move that repeats the position a third time', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    await playMoves(page, [...KNIGHTS_OUT_AND_BACK, ...KNIGHTS_OUT_AND_BACK.slice(0, 3)]);
    const choice = page.locator('input[data-action="claim-with-move"]');
    await choice.waitFor();
    assert.match(await page.locator('label.claim-with-move').textContent(), /triple repetición/);
    await choice.check();
    await drag(page, 'f6', 'g8');
    await waitForStatusText(page, 'Tablas reclamadas: triple repetición');
    await page.context().close();
  });

  test('without a claim, the fifth repetition ends the game by itself', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    for (let round = 0; round < 3; round++) await playMoves(page, KNIGHTS_OUT_AND_BACK);
    assert.equal(await statusText(page), 'Juegan las blancas', 'still playing at the fourth time');
    await playMoves(page, KNIGHTS_OUT_AND_BACK);
    await waitForStatusText(page, 'Tablas por quíntuple repetición');
    await page.context().close();
  });

  test('on a phone the answers of a question stand one above the other, "Cancelar" last', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await startGame(page);
    await page.locator('[data-action="resign"]').tap();
    const dialog = page.locator('dialog.confirm');
    await dialog.waitFor();
    const boxes = await dialog.locator('.dialog-buttons button').evaluateAll(buttons => buttons.map(button => {
      const box = button.getBoundingClientRect();
      return { text: button.textContent.trim(), top: box.top, width: box.width };
    }).sort((a, b) => a.top - b.top));
    assert.deepEqual(boxes.map(box => box.text), ['Abandonan las blancas', 'Abandonan las negras', 'Cancelar']);
    const widths = new Set(boxes.map(box => Math.round(box.width)));
    assert.equal(widths.size, 1, `all as wide: ${JSON.stringify(boxes)}`);
    await dialog.locator('[data-answer=""]').tap();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  test('agreement on one device', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    await page.locator('[data-action="agree-draw"]').click();
    const dialog = page.locator('dialog.confirm');
    await dialog.waitFor();
    assert.equal((await dialog.locator('p').textContent()).trim(), '¿Estáis los dos de acuerdo en hacer tablas?');
    assert.equal(await dialog.locator('[data-answer="yes"]').getAttribute('class'), 'primary',
      'a draw is confirmed with a plain button, not the red one of what cannot be undone');
    assert.equal((await dialog.locator('[data-answer="yes"]').textContent()).trim(), 'Sí, tablas');
    await dialog.locator('[data-answer="yes"]').click();
    await waitForStatusText(page, 'Tablas de mutuo acuerdo');
    assert.equal((await page.locator('.move-list .move-result').textContent()).trim(), '½–½');
    await page.context().close();
  });

  test('on one device either side may resign, asked which; cancelling keeps the game', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    await playMoves(page, ['e2e4']);
    await page.locator('[data-action="resign"]').click();
    const dialog = page.locator('dialog.confirm');
    await dialog.waitFor();
    assert.equal((await dialog.locator('p').textContent()).trim(), '¿Qué bando abandona?');
    assert.deepEqual(await dialog.locator('button').allTextContents(),
      ['Cancelar', 'Abandonan las negras', 'Abandonan las blancas'], 'the side to move first');
    await dialog.locator('[data-answer=""]').click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await statusText(page), 'Juegan las negras', 'cancelling changes nothing');
    // White resigns although Black is to move.
    await page.locator('[data-action="resign"]').click();
    await page.locator('dialog.confirm [data-answer="white"]').click();
    await waitForStatusText(page, 'Las blancas abandonan: ganan las negras');
    await page.context().close();
  });

  test('the end words in English', async () => {
    const page = await newPage(session.browser, { lang: 'en' });
    await startGame(page, { fen: 'k7/8/8/8/8/8/8/1Q2K3 w - - 0 1' });
    await drag(page, 'b1', 'b6');
    await waitForStatusText(page, 'Draw by stalemate');
    await page.context().close();
  });
});
