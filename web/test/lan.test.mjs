// A game on the same network, played on this computer (the app runs with --no-lan in the tests): the host shows a
// join code, the guest joins with it, both play, a draw is offered and accepted, and a rematch swaps the colours.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  apiState, assertNoPageErrors, BASE_URL, boardPieces, drag, newPage, premoveSquares, startBrowser, typeMove,
  waitForMoves, waitForStatusText, joinWithLink,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

/** A game on the network: the host (Spanish) plays White, the guest (English) has joined with the code. */
async function hostAndGuest() {
  const host = await newPage(session.browser);
  await host.goto(`${BASE_URL}/`);
  await host.locator('[data-testid="lan-form"] button[type="submit"]').click();
  await host.waitForURL(/\/game\//);
  const id = new URL(host.url()).pathname.split('/').pop();
  const code = (await host.locator('[data-testid="join-code"]').textContent()).trim();
  const guest = await newPage(session.browser, { lang: 'en' });
  await joinWithLink(guest, code);
  await guest.waitForURL(/\/game\//);
  await guest.locator('[data-testid="board"][data-orientation="black"]').waitFor();
  await host.waitForFunction(() =>
    document.querySelector('[data-testid="connection-black"]')?.textContent?.includes('conectado'));
  return { host, guest, id };
}

describe('a game on the same network', () => {
  test('the guest joins with the code, both play, a draw is agreed, and a rematch follows', async () => {
    const host = await newPage(session.browser);
    await host.goto(`${BASE_URL}/`);
    await host.locator('[data-testid="lan-form"] button[type="submit"]').click();
    await host.waitForURL(/\/game\//);
    const code = (await host.locator('[data-testid="join-code"]').textContent()).trim();
    assert.match(code, /^[A-Z2-9]{6}$/);
    assert.match(await host.locator('[data-testid="connection-black"]').textContent(), /esperando a que se una/);
    // The tip to keep the screen on: one line, its why a tap away, left open once opened.
    const tip = host.locator('[data-testid="screen-hint"]');
    assert.equal((await tip.locator('summary').textContent()).trim(), 'Consejo: deja la pantalla encendida');
    assert.equal(await tip.locator('.hint').isVisible(), false);
    await tip.locator('summary').click();
    assert.match(await tip.locator('.hint').textContent(), /^En los ajustes del teléfono, alarga el tiempo de apagado/);

    const guest = await newPage(session.browser, { lang: 'en' });
    await guest.goto(`${BASE_URL}/`);
    await guest.locator('[data-testid="join-link"]').click();
    await guest.locator('[data-testid="join-code"]').fill(code.toLowerCase());
    await guest.locator('.join-form button[type="submit"]').click();
    await guest.waitForURL(/\/game\//);
    await guest.locator('[data-testid="board"][data-orientation]').waitFor();
    assert.equal(await guest.locator('[data-testid="board"]').getAttribute('data-orientation'), 'black');
    await host.locator('[data-testid="join-code"]').waitFor({ state: 'detached' });
    await host.waitForFunction(() =>
      document.querySelector('[data-testid="connection-black"]')?.textContent?.includes('conectado'));

    await drag(host, 'e2', 'e4');
    await waitForMoves(guest, 1);
    await drag(guest, 'e7', 'e5');
    await waitForMoves(host, 2);
    assert.equal((await boardPieces(host)).e5, 'black pawn');
    assert.equal(await host.locator('[data-testid="screen-hint"] .hint').isVisible(), true, 'the tip still open');

    // A first offer declined: the host is told, where it was waiting for an answer.
    await host.locator('[data-action="offer-draw"]').click();
    await guest.locator('.offer [data-action="decline-draw"]').click();
    await host.locator('.game-notice').waitFor();
    assert.equal(await host.locator('.game-notice .notice-text').textContent(),
      'Tu rival ha rechazado las tablas: la partida sigue.');
    assert.equal(await host.locator('.offer').count(), 0);

    await host.locator('[data-action="offer-draw"]').click();
    await guest.locator('.offer [data-action="accept-draw"]').waitFor();
    assert.match(await guest.locator('.offer').textContent(), /Your opponent offers a draw/);
    await guest.locator('.offer [data-action="accept-draw"]').click();
    await waitForStatusText(host, 'Tablas de mutuo acuerdo');
    await waitForStatusText(guest, 'Draw by agreement');

    const first = host.url();
    await host.locator('[data-action="rematch"]').click();
    await host.waitForURL(url => url.href !== first);
    await host.locator('[data-testid="board"][data-orientation]').waitFor();
    assert.equal(await host.locator('[data-testid="board"]').getAttribute('data-orientation'), 'black',
      'the host plays Black in the rematch');
    await guest.locator('[data-action="open-rematch"]').click();
    await guest.waitForURL(url => url.href !== first);
    await guest.locator('[data-testid="board"][data-orientation]').waitFor();
    assert.equal(await guest.locator('[data-testid="board"]').getAttribute('data-orientation'), 'white');
    await drag(guest, 'd2', 'd4');
    await waitForMoves(host, 1);
    await host.context().close();
    await guest.context().close();
  });

  test('the home page lists the games on the network, saying so when there are none', async () => {
    for (const [lang, empty] of [['es', /No se pueden buscar partidas|No hay ninguna partida/],
      ['en', /Cannot search for games|No game is announced/]]) {
      const page = await newPage(session.browser, { lang });
      await page.goto(`${BASE_URL}/`);
      // The app runs with --no-lan in the tests: nothing is found, and the list says so.
      await page.locator('[data-testid="lan-games-empty"]').waitFor();
      assert.match(await page.locator('[data-testid="lan-games"]').textContent(), empty);
      assert.equal(await page.locator('[data-testid="lan-games"] a').count(), 0);
      assertNoPageErrors(assert, page);
      await page.context().close();
    }
  });

  test('the host sees the guest seat waiting, then how long the guest has been away', async () => {
    const host = await newPage(session.browser, { lang: 'en' });
    await host.goto(`${BASE_URL}/`);
    await host.locator('[data-testid="lan-spectators"]').check();
    await host.locator('[data-testid="lan-form"] button[type="submit"]').click();
    await host.waitForURL(/\/game\//);
    const id = new URL(host.url()).pathname.split('/').pop();
    assert.equal((await apiState(id)).spectators, true, 'the spectators box is sent');
    const code = (await host.locator('[data-testid="join-code"]').textContent()).trim();
    assert.match(await host.locator('[data-testid="connection-black"]').textContent(), /not joined yet/);

    const guest = await newPage(session.browser);
    await joinWithLink(guest, code);
    await guest.waitForURL(/\/game\//);
    await host.waitForFunction(() =>
      /· connected$/.test(document.querySelector('[data-testid="connection-black"]')?.textContent ?? ''));
    await guest.context().close();
    // Reconnecting at once, disconnected after 5 s; the seconds then count on without a push.
    await host.waitForFunction(() =>
      /disconnected for \d+ s/.test(document.querySelector('[data-testid="connection-black"]')?.textContent ?? ''),
    null, { timeout: 15_000 });
    const first = Number((await host.locator('[data-testid="connection-black"]').textContent()).match(/for (\d+) s/)[1]);
    await host.waitForFunction(least =>
      Number(document.querySelector('[data-testid="connection-black"]')?.textContent?.match(/for (\d+) s/)?.[1]) >= least,
    first + 2, { timeout: 6_000 });
    assertNoPageErrors(assert, host);
    await host.context().close();
  });

  test('a host playing Black waits for the opponent, and the status says so until the guest joins', async () => {
    const host = await newPage(session.browser);
    await host.goto(`${BASE_URL}/`);
    await host.locator('[data-testid="lan-form"] input[type="radio"][value="black"]').check();
    await host.locator('[data-testid="lan-form"] button[type="submit"]').click();
    await host.waitForURL(/\/game\//);
    await waitForStatusText(host, 'Esperando a que se una tu rival');
    const code = (await host.locator('[data-testid="join-code"]').textContent()).trim();
    const guest = await newPage(session.browser);
    await joinWithLink(guest, code);
    await guest.waitForURL(/\/game\//);
    await waitForStatusText(host, 'Juegan las blancas');
    await waitForStatusText(guest, 'Juegan las blancas');
    assertNoPageErrors(assert, host);
    await guest.context().close();
    await host.context().close();
  });

  test('a move made during the opponent\'s turn is played when the turn comes, an impossible one is dropped', async () => {
    const { host, guest, id } = await hostAndGuest();

    // White to move: Black's f7-f6 is kept, shown on the board, not played.
    await drag(guest, 'f7', 'f6');
    assert.deepEqual(await premoveSquares(guest), ['f6', 'f7']);
    assert.equal((await boardPieces(guest)).f7, 'black pawn');
    assert.equal((await apiState(id)).ply, 0);
    await drag(host, 'e2', 'e4');
    await waitForMoves(host, 2);
    assert.deepEqual((await apiState(id)).moves.map(move => move.san), ['e4', 'f6']);
    assert.deepEqual(await premoveSquares(guest), []);

    // A premove that the opponent's move makes illegal (a7-a6 while Qh5 gives check) is dropped without a word.
    await drag(guest, 'a7', 'a6');
    assert.deepEqual(await premoveSquares(guest), ['a6', 'a7']);
    await drag(host, 'd1', 'h5');
    await waitForMoves(guest, 3);
    assert.deepEqual(await premoveSquares(guest), []);
    const state = await apiState(id);
    assert.equal(state.ply, 3, 'the dropped premove was not sent');
    assert.equal(state.turn, 'black');
    assert.equal(await guest.locator('.game-notice:not([hidden])').count(), 0, 'no refusal is shown');
    await drag(guest, 'g7', 'g6');
    await waitForMoves(host, 4);

    // With premoves turned off in the settings, a piece moved out of turn goes back and nothing is kept.
    await guest.evaluate(() => {
      const settings = JSON.parse(localStorage.getItem('escaque.settings') ?? '{}');
      localStorage.setItem('escaque.settings', JSON.stringify({ ...settings, premoves: false }));
    });
    await guest.reload();
    await guest.locator('[data-testid="board"][data-ply="4"]').waitFor();
    await drag(guest, 'b7', 'b6');
    assert.deepEqual(await premoveSquares(guest), []);
    await drag(host, 'h5', 'g6');
    await waitForMoves(guest, 5);
    await guest.waitForTimeout(300);
    assert.equal((await apiState(id)).ply, 5);
    assertNoPageErrors(assert, guest);
    await host.context().close();
    await guest.context().close();
  });

  test('a premove to the last rank promotes to a queen, with no question', async () => {
    const { host, guest, id } = await hostAndGuest();
    const moves = ['b2b4', 'a7a5', 'b4a5', 'b7b6', 'a5b6', 'c7c6', 'b6b7'];
    for (const [index, uci] of moves.entries()) {
      await typeMove(index % 2 === 0 ? host : guest, uci);
      await waitForMoves(host, index + 1);
      await waitForMoves(guest, index + 1);
    }
    await drag(host, 'b7', 'c8');
    assert.deepEqual(await premoveSquares(host), ['b7', 'c8']);
    await typeMove(guest, 'g8f6');
    await waitForMoves(guest, 9);
    assert.equal((await apiState(id)).moves.at(-1).san, 'bxc8=Q');
    assert.equal(await host.locator('.promotion-choice, [data-testid="promotion"]').count(), 0);
    assertNoPageErrors(assert, host);
    await host.context().close();
    await guest.context().close();
  });

  test('a wrong code is explained', async () => {
    const page = await newPage(session.browser);
    await joinWithLink(page, 'ZZZZZZ');
    await page.locator('.notice-error').waitFor();
    assert.match(await page.locator('.notice-error').textContent(), /No hay ninguna partida esperando con ese código/);
    await page.context().close();
  });
});
