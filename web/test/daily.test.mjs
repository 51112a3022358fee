// Daily use: the home page leads with the game in progress, keeps its lists short (all games a page at a time on
// /games), aborts and deletes games, says how each went for the player; "Jugar otra vez" and the remembered form;
// a custom time control; captured material by each player; the position read out for screen readers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  apiState, BASE_URL, newPage, PHONE, playMoves, screenshot, scrollToRedrawn, startBrowser, startGame, waitForStatus,
  waitForStatusText, joinWithLink,
} from './helpers.mjs';

const LAPTOP = { width: 1366, height: 768 };
const SIZES = [['1366x768', LAPTOP], ['390x844', PHONE]];

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

async function post(path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers['X-Seat-Token'] = token;
  const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return response.json();
}

/** A finished hotseat game made through the API (white resigns at once). */
async function finishedGame() {
  const created = await post('/api/games', { mode: 'hotseat' });
  await post(`/api/games/${created.id}/actions`, { type: 'resign', color: 'white' }, created.tokens.white);
  return created.id;
}

async function goHome(page) {
  await page.goto(`${BASE_URL}/`);
  await page.locator('.history .game-list:not([aria-busy])').waitFor();
  await page.locator('#resume-title ~ .game-list:not([aria-busy])').waitFor({ state: 'attached' });
}

async function answer(page, yes) {
  const dialog = page.locator('dialog.confirm');
  await dialog.waitFor();
  await dialog.locator(`[data-answer="${yes ? 'yes' : 'no'}"]`).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The button's box once scrolled to. The finished game's panel is drawn again as its review arrives, so the
 * button seen a moment ago may have been replaced by its copy: ask again (three times at most) rather than
 * read the box of a button no longer on the page.
 */
async function boxOnceScrolledTo(locator) {
  for (let attempt = 1; ; attempt++) {
    await scrollToRedrawn(locator);
    const box = await locator.boundingBox();
    if (box || attempt >= 3) return box;
  }
}

/** Moves the person's king back and forth is not needed: resigning from the game menu ends a game. */
async function resign(page) {
  await page.locator('[data-action="resign"]').click();
  const dialog = page.locator('dialog.confirm');
  await dialog.waitFor();
  if (await dialog.evaluate(element => element.classList.contains('choose'))) {
    // On one device the page asks which side resigns (the side to move first): that side resigns.
    await dialog.locator('button.primary').first().click();
    await dialog.waitFor({ state: 'detached' });
  } else {
    await answer(page, true);
  }
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.classList.contains('finished'));
}

describe('the home page for daily use', () => {
  for (const [size, viewport] of SIZES) {
    test(`at ${size} the game in progress comes first, in view, above the new-game forms`, async () => {
      const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
      const id = await startGame(page);
      await playMoves(page, ['e2e4', 'e7e5']);
      await goHome(page);
      const item = page.locator(`.in-progress .game-item[data-game="${id}"]`);
      await item.waitFor();
      const current = await page.locator('.in-progress').boundingBox();
      const forms = await page.locator('.new-games').boundingBox();
      assert.ok(current.y < forms.y, 'in progress before the forms');
      const box = await item.boundingBox();
      assert.ok(box.y + box.height <= viewport.height, `the game's entry is in view without scrolling (${box.y})`);
      assert.match(await item.textContent(), /1\u00a0jugada/, '1.e4 e5 is one move, the number kept with its word');
      assert.match(await item.locator('[data-testid="facts"]').textContent(), /1\u00a0jugada · juegan las blancas$/,
        'whose move it is');
      await screenshot(page, `home-in-progress-${size}`);
      await page.context().close();
    });
  }

  test('at 390×844, with three unfinished games, "Nueva partida" is on the first screen and leads to the forms',
    async () => {
      const page = await newPage(session.browser, { viewport: PHONE, touch: true });
      for (let game = 0; game < 3; game++) {
        await startGame(page);
        await playMoves(page, ['e2e4', 'e7e5']);
      }
      await goHome(page);
      await page.locator('.in-progress .game-item').nth(2).waitFor();
      const forms = await page.locator('.new-games').boundingBox();
      assert.ok(forms.y > PHONE.height, `the forms are below the first screen (${forms.y})`);
      const link = page.locator('[data-testid="new-game-link"]');
      const box = await link.boundingBox();
      assert.ok(box && box.y + box.height <= PHONE.height, `the way to a new game is in view: ${JSON.stringify(box)}`);
      assert.equal((await link.textContent()).trim(), 'Nueva partida');
      await link.click();
      await page.waitForFunction(() => {
        const title = document.getElementById('new-game-title')?.getBoundingClientRect();
        return title && title.top >= -1 && title.top < 120;
      });
      await page.context().close();
    });

  test('a game another browser plays is listed to watch, and its page says why nothing can be moved here', async () => {
    // Started through the API: this browser holds none of its seats.
    const created = await post('/api/games', { mode: 'hotseat' });
    await post(`/api/games/${created.id}/moves`, { uci: 'e2e4', ply: 0 }, created.tokens.white);
    const page = await newPage(session.browser, { viewport: LAPTOP });
    await goHome(page);
    const item = page.locator(`.in-progress .game-item[data-game="${created.id}"]`);
    await item.waitFor();
    assert.equal((await item.locator('a.button').first().textContent()).trim(), 'Ver');
    assert.equal(await item.locator('[data-testid="elsewhere"]').textContent(),
      'Se juega en otro navegador o dispositivo: aquí solo se puede ver.');
    assert.equal(await item.locator('[data-testid="facts"]').textContent(), '1\u00a0jugada · juegan las negras');
    // Against the computer, started elsewhere: told as a spectator sees it, not "Juegas con blancas · te toca".
    const computer = await post('/api/games', { mode: 'computer', level: 1, color: 'white' });
    await goHome(page);
    const computerFacts = page.locator(`.in-progress .game-item[data-game="${computer.id}"] [data-testid="facts"]`);
    assert.equal(await computerFacts.textContent(), 'Sin jugadas · juegan las blancas');
    // Over, its result is told as the game's, not as this browser's ("Perdiste con blancas").
    await post(`/api/games/${computer.id}/actions`, { type: 'resign', color: 'white' }, computer.tokens.white);
    await goHome(page);
    const computerDone = page.locator(`.game-item[data-game="${computer.id}"]`);
    await computerDone.waitFor();
    assert.equal(await computerDone.locator('[data-testid="outcome"]').count(), 0);
    assert.match(await computerDone.locator('[data-testid="facts"]').textContent(), /^Las blancas abandonan/);
    await page.locator(`.in-progress .game-item[data-game="${created.id}"] a.button`).first().click();
    await page.waitForURL(/\/game\//);
    const note = page.locator('[data-testid="elsewhere"]');
    await note.waitFor();
    assert.match(await note.textContent(), /aquí solo puedes verla/);
    // Once it is over, it is this computer's to delete from here too.
    for (const [ply, uci] of ['e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7'].entries()) {
      await post(`/api/games/${created.id}/moves`, { uci, ply: ply + 1 },
        ply % 2 === 0 ? created.tokens.black : created.tokens.white);
    }
    await goHome(page);
    const finished = page.locator(`.game-item[data-game="${created.id}"]`);
    await finished.locator('[data-action="delete"]').click();
    const dialog = page.locator('dialog.confirm');
    await dialog.locator('[data-answer="yes"]').click();
    await finished.waitFor({ state: 'detached' });
    assert.equal((await fetch(`${BASE_URL}/api/games/${created.id}`)).status, 404);
    await page.context().close();
  });

  test('no game in progress: the section is not shown', async () => {
    const page = await newPage(session.browser);
    await page.route('**/api/games?status=active*', route => route.fulfill({
      contentType: 'application/json', body: JSON.stringify({ games: [], total: 0 }),
    }));
    await goHome(page);
    assert.equal(await page.locator('.in-progress').isHidden(), true);
    await page.context().close();
  });

  for (const [size, viewport] of SIZES) {
    test(`at ${size} the history shows the last 5 games and "Ver todas" pages through the rest`, async () => {
      for (let i = 0; i < 7; i++) await finishedGame();
      const { total } = await (await fetch(`${BASE_URL}/api/games?status=finished&limit=1`)).json();
      assert.ok(total >= 7);
      const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
      await goHome(page);
      assert.equal(await page.locator('.history .game-item').count(), 5);
      const all = page.locator('[data-testid="see-all-finished"]');
      assert.equal((await all.textContent()).trim(), `Ver todas (${total})`);
      await all.click();
      await page.waitForURL(/\/games\?status=finished/);
      await page.locator('.game-list:not([aria-busy]) .game-item').first().waitFor();
      assert.equal(await page.locator('.game-item').count(), Math.min(20, total));
      assert.equal((await page.locator('.pager-where').textContent()).trim(), `1–${Math.min(20, total)} de ${total}`);
      if (total > 20) {
        await page.locator('[data-testid="older"]').click();
        await page.waitForURL(/from=20/);
        await page.waitForFunction(() => document.querySelector('.pager-where')?.textContent?.startsWith('21–'));
      }
      await screenshot(page, `games-${size}`);
      await page.context().close();
    });
  }

  test('a game is aborted from the home page before both sides have moved: it leaves no result', async () => {
    const page = await newPage(session.browser);
    const id = await startGame(page);
    await playMoves(page, ['e2e4']);
    await goHome(page);
    const item = page.locator(`.game-item[data-game="${id}"]`);
    await item.locator('[data-action="abort"]').click();
    // After 1. e4 only Black has not moved: the question says so (it said "los dos bandos aún no han movido").
    await page.locator('dialog.confirm').waitFor();
    assert.match(await page.locator('dialog.confirm').textContent(),
      /Como uno de los bandos aún no ha hecho su primera jugada/);
    await answer(page, false);
    assert.equal((await fetch(`${BASE_URL}/api/games/${id}`)).status, 200, 'cancelled: still there');
    await item.locator('[data-action="abort"]').click();
    await answer(page, true);
    await item.waitFor({ state: 'detached' });
    assert.equal((await fetch(`${BASE_URL}/api/games/${id}`)).status, 404);
    await page.context().close();
  });

  test('after both first moves there is no abort, and the server refuses one with game-in-progress', async () => {
    const page = await newPage(session.browser);
    const id = await startGame(page);
    await playMoves(page, ['e2e4', 'e7e5']);
    assert.equal(await page.locator('[data-action="abort"]').count(), 0, 'not on the game page');
    await goHome(page);
    const item = page.locator(`.game-item[data-game="${id}"]`);
    await item.waitFor();
    assert.equal(await item.locator('[data-action="abort"], [data-action="delete"]').count(), 0);
    const token = await page.evaluate(game => JSON.parse(localStorage.getItem(`escaque.tokens.${game}`)).white, id);
    const refused = await fetch(`${BASE_URL}/api/games/${id}`, { method: 'DELETE', headers: { 'X-Seat-Token': token } });
    assert.equal(refused.status, 409);
    assert.equal((await refused.json()).error, 'game-in-progress');
    await page.context().close();
  });

  for (const [size, viewport] of SIZES) {
    test(`at ${size} a finished game is deleted after a confirmation`, async () => {
      const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
      const id = await startGame(page);
      await resign(page);
      await goHome(page);
      const item = page.locator(`.history .game-item[data-game="${id}"]`);
      const button = item.locator('[data-action="delete"]');
      await scrollToRedrawn(button);
      assert.equal(await button.isVisible(), true);
      await button.click();
      assert.equal((await page.locator('dialog.confirm p').textContent()).trim(),
        '¿Borrar esta partida del historial? No se puede deshacer.');
      await answer(page, true);
      await item.waitFor({ state: 'detached' });
      assert.equal((await fetch(`${BASE_URL}/api/games/${id}`)).status, 404);
      await page.context().close();
    });
  }

  test('a network game the host deletes: the guest\'s page says so and stops trying to reconnect', async () => {
    const host = await newPage(session.browser);
    await host.goto(`${BASE_URL}/`);
    await host.locator('[data-testid="lan-form"] button[type="submit"]').click();
    await host.waitForURL(/\/game\//);
    const id = host.url().split('/game/')[1].split('?')[0];
    const code = (await host.locator('[data-testid="join-code"]').textContent()).trim();
    const guest = await newPage(session.browser);
    let sockets = 0;
    guest.on('websocket', () => { sockets += 1; });
    await joinWithLink(guest, code);
    await guest.waitForURL(/\/game\//);
    await waitForStatus(guest);
    const tokens = game => JSON.parse(localStorage.getItem(`escaque.tokens.${game}`));
    const guestToken = (await guest.evaluate(tokens, id)).black;
    await post(`/api/games/${id}/actions`, { type: 'resign', color: 'black' }, guestToken);
    await waitForStatusText(guest, 'Las negras abandonan: ganan las blancas');
    const hostToken = (await host.evaluate(tokens, id)).white;
    const deleted = await fetch(`${BASE_URL}/api/games/${id}`, { method: 'DELETE', headers: { 'X-Seat-Token': hostToken } });
    assert.equal(deleted.status, 204);
    const gone = guest.locator('[data-testid="game-not-found"]');
    await gone.waitFor();
    assert.equal((await gone.textContent()).trim(), 'Esta partida se ha borrado: ya no se puede ver ni jugar. Volver al inicio');
    assert.equal(await guest.title(), 'Partida borrada · Escaque');
    assert.equal(await guest.locator('cg-board').count(), 0, 'no board left to play on');
    // The page used to try again every 4 s; give it twice that.
    const before = sockets;
    await new Promise(resolve => setTimeout(resolve, 8_000));
    assert.equal(sockets, before, 'no socket opened after the game was deleted');
    await host.context().close();
    await guest.context().close();
  });

  test('against the computer, the entry says the colour and the result from the player\'s side', async () => {
    const page = await newPage(session.browser);
    // Black mates at once with Ra1#; the person has black, so the computer (white) is mated before it moves.
    const won = await startGame(page, { mode: 'computer', color: 'black', fen: 'r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1' });
    await playMoves(page, ['a8a1']);
    await waitForStatusText(page, 'Jaque mate: ganan las negras');
    const lost = await startGame(page, { mode: 'computer', color: 'white' });
    await playMoves(page, ['e2e4']);
    await page.waitForFunction(() => document.querySelectorAll('.move-list button.move[data-ply]').length >= 2);
    await resign(page);
    await goHome(page);
    const wonItem = page.locator(`.game-item[data-game="${won}"]`);
    assert.equal((await wonItem.locator('[data-testid="outcome"]').textContent()).trim(), 'Ganaste con negras');
    assert.match(await wonItem.textContent(), /1\u00a0jugada/);
    const lostItem = page.locator(`.game-item[data-game="${lost}"]`);
    assert.equal((await lostItem.locator('[data-testid="outcome"]').textContent()).trim(), 'Perdiste con blancas');
    assert.match(await lostItem.locator('[data-testid="facts"]').textContent(), /Las blancas abandonan.*1\u00a0jugada/);
    await page.context().close();
  });
});

describe('play again and the remembered choices', () => {
  for (const [size, viewport] of SIZES) {
    test(`at ${size} "Jugar otra vez" after a computer game starts one with the same level, colour and clock`,
      async () => {
        const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
        await page.goto(`${BASE_URL}/`);
        const form = page.locator('[data-testid="computer-form"]');
        await form.locator('select[name="level"]').selectOption('6');
        await form.locator('input[type="radio"][value="black"]').check();
        await form.locator('select[name="time"]').selectOption('5+0');
        await form.locator('button[type="submit"]').click();
        await page.waitForURL(/\/game\//);
        const first = page.url().split('/game/')[1];
        await waitForStatus(page);
        await page.waitForFunction(() => document.querySelectorAll('.move-list button.move[data-ply]').length >= 1);
        await resign(page);
        const again = page.locator('[data-tool="play-again"]');
        const box = await boxOnceScrolledTo(again);
        assert.ok(box, 'shown');
        assert.ok(box.y >= 0 && box.y + box.height <= viewport.height + 1, 'in view once scrolled to');
        await screenshot(page, `play-again-${size}`);
        await again.click();
        await page.waitForURL(url => !url.pathname.endsWith(first) && url.pathname.startsWith('/game/'));
        const second = page.url().split('/game/')[1];
        const state = await apiState(second);
        assert.equal(state.mode, 'computer');
        assert.deepEqual(state.players.white, { kind: 'computer', level: 6 });
        assert.equal(state.players.black.kind, 'human');
        assert.equal(state.timeControl, '5+0');
        // The home form starts from the last choices.
        await page.goto(`${BASE_URL}/`);
        assert.equal(await form.locator('select[name="level"]').inputValue(), '6');
        assert.equal(await form.locator('input[type="radio"][value="black"]').isChecked(), true);
        assert.equal(await form.locator('select[name="time"]').inputValue(), '5+0');
        await page.context().close();
      });
  }

  test('"Jugar otra vez" after a game on one device keeps its start position and clock', async () => {
    const page = await newPage(session.browser);
    const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    await page.goto(`${BASE_URL}/`);
    const form = page.locator('[data-testid="hotseat-form"]');
    await form.locator('select[name="time"]').selectOption('3+2');
    await form.locator('summary').click();
    await form.locator('input[name="fen"]').fill(fen);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    const first = page.url().split('/game/')[1];
    await waitForStatus(page);
    await resign(page);
    await page.locator('[data-tool="play-again"]').click();
    await page.waitForURL(url => !url.pathname.endsWith(first) && url.pathname.startsWith('/game/'));
    const state = await apiState(page.url().split('/game/')[1]);
    assert.equal(state.mode, 'hotseat');
    assert.equal(state.startFen, fen);
    assert.equal(state.timeControl, '3+2');
    await page.context().close();
  });

  test('a LAN game offers no "Jugar otra vez" (it has its rematch)', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${BASE_URL}/`);
    await page.locator('[data-testid="lan-form"] button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    await waitForStatus(page);
    // A guest takes the second seat (before that there is nobody to resign to).
    const id = page.url().split('/game/')[1].split('?')[0];
    const seat = await fetch(`${BASE_URL}/api/games/${id}/seats`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    assert.equal(seat.status, 201, await seat.text());
    await page.locator('[data-action="resign"]').waitFor();
    await resign(page);
    assert.equal(await page.locator('[data-tool="play-again"]').count(), 0);
    await page.context().close();
  });
});

describe('custom time control', () => {
  for (const [size, viewport] of SIZES) {
    test(`at ${size} minutes and increment are typed, and an impossible one is refused with the reason`, async () => {
      const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
      await page.goto(`${BASE_URL}/`);
      const form = page.locator('[data-testid="hotseat-form"]');
      assert.equal(await form.locator('[data-testid="custom-time"]').isHidden(), true);
      await form.locator('select[name="time"]').selectOption('custom');
      await form.locator('input[name="minutes"]').fill('200');
      await form.locator('input[name="increment"]').fill('3');
      await form.locator('button[type="submit"]').click();
      const notice = form.locator('.notice-error');
      await notice.waitFor();
      assert.match(await notice.textContent(), /Ese ritmo de juego no es posible/);
      assert.ok(!page.url().includes('/game/'), 'no game started');
      await form.locator('input[name="minutes"]').fill('7');
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/game\//);
      await page.locator('.clock').first().waitFor();
      assert.deepEqual(await page.locator('.clock').allTextContents(), ['7:00', '7:00']);
      assert.equal((await apiState(page.url().split('/game/')[1])).timeControl, '7+3');
      await page.goto(`${BASE_URL}/`);
      assert.equal(await form.locator('select[name="time"]').inputValue(), 'custom', 'remembered');
      assert.equal(await form.locator('input[name="minutes"]').inputValue(), '7');
      await page.context().close();
    });
  }
});

describe('custom time control in Spanish', () => {
  test('"1,5" minutes (the Spanish decimal comma) is a minute and a half, and is written "1,5+0"; "0,25" is 15 s',
    async () => {
      const page = await newPage(session.browser, { viewport: LAPTOP });
      for (const [typed, clock, written] of [['1,5', '1:30', '1,5+0'], ['0,25', '0:15', '15 s+0']]) {
        await page.goto(`${BASE_URL}/`);
        const form = page.locator('[data-testid="hotseat-form"]');
        await form.locator('select[name="time"]').selectOption('custom');
        // The two fields side by side, at one height, whatever their labels' lengths.
        const [minutesBox, incrementBox] = await Promise.all(['minutes', 'increment']
          .map(name => form.locator(`input[name="${name}"]`).boundingBox()));
        assert.equal(minutesBox.y, incrementBox.y);
        assert.equal(minutesBox.height, incrementBox.height);
        await form.locator('input[name="minutes"]').fill(typed);
        await form.locator('input[name="increment"]').fill('0');
        await form.locator('button[type="submit"]').click();
        await page.waitForURL(/\/game\//);
        await page.locator('.clock').first().waitFor();
        assert.deepEqual(await page.locator('.clock').allTextContents(), [clock, clock], typed);
        assert.match(await page.locator('.game-mode').textContent(), new RegExp(` · ${written.replace('+', '\\+')}$`));
      }
      // Not a number: refused with the reason, no game.
      await page.goto(`${BASE_URL}/`);
      const form = page.locator('[data-testid="hotseat-form"]');
      await form.locator('select[name="time"]').selectOption('custom');
      await form.locator('input[name="minutes"]').fill('diez');
      await form.locator('button[type="submit"]').click();
      await form.locator('.notice-error').waitFor();
      assert.match(await form.locator('.notice-error').textContent(), /Ese ritmo de juego no es posible/);
      assert.ok(!page.url().includes('/game/'));
      await page.context().close();
    });
});

describe('material and the position read out', () => {
  for (const [size, viewport] of SIZES) {
    test(`at ${size} each player's bar shows what it captured and its lead`, async () => {
      const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
      await startGame(page);
      await playMoves(page, ['e2e4', 'd7d5', 'e4d5']);
      const white = page.locator('[data-testid="material-white"]');
      await white.waitFor();
      assert.equal(await white.getAttribute('data-lead'), '1');
      assert.deepEqual(await white.locator('.captured piece').evaluateAll(pieces => pieces.map(piece => piece.className)),
        ['pawn black'], "a black pawn, drawn by the board's piece set");
      const drawn = await white.locator('.captured piece').evaluate(piece => {
        const box = piece.getBoundingClientRect();
        return { image: getComputedStyle(piece).backgroundImage.slice(0, 4), width: box.width, height: box.height };
      });
      assert.ok(drawn.image === 'url(' && drawn.width >= 16 && drawn.height >= 16, `drawn, large enough: ${JSON.stringify(drawn)}`);
      assert.equal(await white.getAttribute('aria-label'), 'ha capturado 1 peón; ventaja de 1 en material');
      assert.equal(await page.locator('[data-testid="material-black"]').isHidden(), true, 'black took nothing');
      const box = await white.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, 'inside the screen');
      await playMoves(page, ['d8d5']);
      assert.equal(await page.locator('[data-testid="material-black"]').getAttribute('data-lead'), '0');
      assert.deepEqual(await page.locator('[data-testid="material-black"] .captured piece')
        .evaluateAll(pieces => pieces.map(piece => piece.className)), ['pawn white']);
      assert.equal(await page.locator('[data-testid="material-white"]').getAttribute('data-lead'), '0', 'even again');
      await page.context().close();
    });
  }

  test('at 390×844 a large lead and every captured piece are shown; at 320 px the pieces give way to "+N"', async () => {
    // A game made through the API where White takes what it can and Black never captures: White's bar fills.
    const created = await post('/api/games', { mode: 'hotseat', timeControl: '10+0' });
    const value = { q: 9, r: 5, b: 3, n: 3, p: 1 };
    let state = created.state;
    for (let ply = 0; ply < 60 && state.status === 'active'; ply++) {
      const board = {};
      state.fen.split(' ')[0].split('/').forEach((rank, row) => {
        let file = 0;
        for (const c of rank) {
          if (/\d/.test(c)) file += Number(c);
          else board[String.fromCharCode(97 + file++) + (8 - row)] = c;
        }
      });
      const moves = Object.entries(state.dests).flatMap(([from, tos]) => tos.map(to => [from, to]));
      const taken = ([, to]) => value[board[to]?.toLowerCase()] ?? 0;
      // White takes the most valuable piece it can, else plays a move picked by the ply (not to repeat); Black
      // plays a move that takes nothing, picked the same way.
      const quiet = moves.filter(([, to]) => !board[to]);
      const best = [...moves].sort((a, b) => taken(b) - taken(a))[0];
      const [from, to] = state.turn === 'white' ? (taken(best) > 0 ? best : moves[(ply * 7) % moves.length])
        : quiet.length ? quiet[(ply * 5) % quiet.length] : moves[0];
      const promotes = board[from]?.toLowerCase() === 'p' && (to[1] === '8' || to[1] === '1');
      state = await post(`/api/games/${created.id}/moves`, { uci: from + to + (promotes ? 'q' : ''), ply: state.ply },
        created.tokens[state.turn]);
    }
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await page.goto(`${BASE_URL}/game/${created.id}`);
    const white = page.locator('[data-testid="material-white"]');
    await white.waitFor();
    // Measured once the bar is complete: both clocks drawn and the fonts in.
    await page.locator('.clock').nth(1).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const lead = Number(await white.getAttribute('data-lead'));
    assert.ok(lead >= 20 && (await white.locator('.captured piece').count()) >= 8, `a large lead: ${lead}`);
    // Found and measured in one step in the page (the bar and the name): the bar is drawn again as states arrive,
    // and an element found first and measured after may already have been replaced (then it measures 0, or null).
    const measure = () => page.evaluate(() => {
      const element = document.querySelector('[data-testid="material-white"]');
      const bar = element.getBoundingClientRect();
      const plus = element.querySelector('.lead').getBoundingClientRect();
      const captured = element.querySelector('.captured');
      const name = document.querySelector('.player-bottom .player-name').getBoundingClientRect();
      return { text: element.querySelector('.lead').textContent, barRight: bar.right, plusLeft: plus.left,
        plusRight: plus.right, window: window.innerWidth, crowded: captured.scrollWidth > captured.clientWidth, room: captured.clientWidth, needs: captured.scrollWidth,
        kinds: captured.children.length, name: { width: name.width, height: name.height } };
    });
    const wholly = shown => {
      assert.ok(shown.name.height > 0 && shown.name.height < 30,
        `the name "Blancas" is not broken over two lines: ${JSON.stringify(shown.name)}`);
      assert.equal(shown.text.trim(), `+${lead}`);
      assert.ok(shown.plusLeft >= 0 && shown.plusRight <= shown.barRight + 0.5 && shown.barRight <= shown.window,
        `the lead is wholly shown: ${JSON.stringify(shown)}`);
    };
    // The pieces of a kind overlap, so that a phone's bar holds them all, with the name and the clock.
    let shown = await measure();
    assert.ok(shown.kinds >= 4 && !shown.crowded, `every captured piece is shown: ${JSON.stringify(shown)}`);
    wholly(shown);
    await screenshot(page, 'material-lead-390x844');
    // On the narrowest phones the pieces give way (cut, with an ellipsis), the lead never does.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.waitForFunction(() => window.innerWidth === 320);
    shown = await measure();
    assert.ok(shown.crowded, `at 320 px the bar is too narrow for all the pieces: ${JSON.stringify(shown)}`);
    wholly(shown);
    await page.context().close();
  });

  for (const [size, viewport] of SIZES) {
    test(`at ${size} the position is read by side, by file and by rank, in Spanish`, async () => {
      const page = await newPage(session.browser, { viewport, touch: viewport === PHONE });
      await startGame(page);
      await playMoves(page, ['e2e4']);
      const reader = page.locator('.position-reader');
      await reader.locator('summary').click();
      await reader.locator('[data-testid="read-position"]').click();
      const readout = page.locator('[data-testid="readout"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="readout"]')?.textContent);
      const all = await readout.textContent();
      assert.ok(all.startsWith('Juegan las negras. Blancas: rey en e1; dama en d1; torres en a1 y h1; alfiles en c1 y '
        + 'f1; caballos en b1 y g1; peones en a2, b2, c2, d2, e4, f2, g2 y h2. Negras: rey en e8;'), all);
      assert.equal(await readout.getAttribute('aria-live'), 'polite');
      await reader.locator('[data-testid="read-which"]').selectOption('e');
      await reader.locator('[data-testid="read-position"]').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="readout"]')?.textContent?.startsWith('Columna'));
      assert.equal(await readout.textContent(), 'Columna e: e1, rey blanco, e4, peón blanco, e7, peón negro y e8, rey '
        + 'negro. Las demás casillas están vacías.');
      await reader.locator('[data-testid="read-which"]').selectOption('4');
      await reader.locator('[data-testid="read-position"]').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="readout"]')?.textContent?.startsWith('Fila'));
      assert.equal(await readout.textContent(), 'Fila 4: e4, peón blanco. Las demás casillas están vacías.');
      await scrollToRedrawn(readout);
      assert.equal(await readout.isVisible(), true);
      await screenshot(page, `read-position-${size}`);
      await page.context().close();
    });
  }

  test('Alt+R reads the whole position in English', async () => {
    const page = await newPage(session.browser, { lang: 'en' });
    await startGame(page);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Alt+r');
    await page.waitForFunction(() => document.querySelector('[data-testid="readout"]')?.textContent);
    const text = await page.locator('[data-testid="readout"]').textContent();
    assert.ok(text.startsWith('White to move. White: king on e1; queen on d1; rooks on a1 and h1;'), text);
    assert.equal(await page.locator('.position-reader').getAttribute('open'), '');
    await page.context().close();
  });
});

describe('the new screens in both languages', () => {
  for (const lang of ['es', 'en']) {
    test(`no missing string or unfilled placeholder on /games, /editor and the readout (${lang})`, async () => {
      const page = await newPage(session.browser, { lang });
      const bad = () => page.evaluate(() => {
        const texts = [document.body.innerText];
        for (const element of document.querySelectorAll('[aria-label], [title]')) {
          texts.push(element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '');
        }
        return texts.filter(text => text.includes('⟦') || /\{\w+\}/.test(text));
      });
      await page.goto(`${BASE_URL}/games`);
      await page.locator('.game-list:not([aria-busy])').waitFor();
      assert.deepEqual(await bad(), [], '/games');
      await page.goto(`${BASE_URL}/games?status=active`);
      await page.locator('.game-list:not([aria-busy])').waitFor();
      assert.deepEqual(await bad(), [], '/games?status=active');
      await page.goto(`${BASE_URL}/editor`);
      await page.locator('[data-testid="board"] cg-board').waitFor();
      assert.deepEqual(await bad(), [], '/editor');
      await startGame(page);
      await playMoves(page, ['e2e4', 'd7d5', 'e4d5']);
      await page.keyboard.press('Alt+r');
      await page.waitForFunction(() => document.querySelector('[data-testid="readout"]')?.textContent);
      assert.deepEqual(await bad(), [], 'game with material and readout');
      await page.context().close();
    });
  }
});
