// Daily use: explanations in view at every size until the next action, articles in Spanish explanations,
// lower-case board coordinates, players' names from a PGN, resigning on one device, friendly unknown pages,
// refusals worded in the page's language, typed SAN explained by the rules.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  apiState, assertNoPageErrors, BASE_URL, drag, LOCAL, moveCount, newPage, PHONE, playMoves, screenshot, startBrowser, startGame,
  typeMove, waitForMoves, waitForStatusText, joinWithLink,
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
        /^El peón no puede ir de e2 a e5: avanza una casilla \(dos desde su casilla de salida\) y captura en diagonal \(Leyes de la FIDE, art\. 3\.7\)\./);
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

  test('at 1366×768 the explanation floats under the status and the hint: the controls below it do not move', async () => {
    const page = await newPage(session.browser, { viewport: { width: 1366, height: 768 } });
    await startGame(page);
    await playMoves(page, ['e2e4', 'e7e5']);
    // The hint asked for stays readable, with its button, while an illegal try is explained.
    await page.getByTestId('hint-button').click();
    await page.waitForFunction(() => /\S/.test(document.querySelector('[data-testid="hint-text"]')?.textContent ?? ''));
    const controls = ['.move-nav', '.move-list-box', '.move-form'];
    const before = await Promise.all(controls.map(selector => page.locator(selector).boundingBox()));
    await drag(page, 'e1', 'e3');
    await page.locator('.game-notice.notice-error').waitFor();
    const after = await Promise.all(controls.map(selector => page.locator(selector).boundingBox()));
    controls.forEach((selector, index) => assert.equal(after[index].y, before[index].y, `${selector} stays put`));
    const notice = await page.locator('.game-notice').boundingBox();
    const above = await Promise.all(['[data-testid="status"]', '.game-opening', '[data-testid="hint"]']
      .map(selector => page.locator(selector).boundingBox()));
    const bottom = Math.max(...above.map(box => box.y + box.height));
    assert.ok(notice.y >= bottom && notice.y - bottom < 20,
      `right under the status, the opening and the hint, over none of them: ${JSON.stringify({ notice, above })}`);
    await screenshot(page, 'explain-notice-under-hint-1366x768');
    await page.context().close();
  });

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

  test("an imported game shows its players' names (White and Black tags) by the board", async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    await page.goto(`${BASE_URL}/`);
    await page.locator('.import-form textarea').fill('[White "Ana López"]\n[Black "Bruno Díaz"]\n\n1. e4 e5 *\n');
    await page.locator('.import-form button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    await page.locator('[data-testid="player-who-white"]').waitFor();
    assert.equal(await page.locator('[data-testid="player-who-white"]').textContent(), ' · Ana López');
    assert.equal(await page.locator('[data-testid="player-who-black"]').textContent(), ' · Bruno Díaz');
    assert.equal(await page.locator('.game-mode').textContent(), 'Partida importada');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the names fit the phone (${overflow} px over)`);
    await page.context().close();
  });

  test("Escaque's own name for its computer, from an exported PGN, is no player's name after an import", async () => {
    const page = await newPage(session.browser);
    for (const black of ['Escaque computer, level 3', 'Ordenador de Escaque, nivel 3']) {
      await page.goto(`${BASE_URL}/`);
      await page.locator('.import-form textarea').fill(
        `[Event "Escaque computer game"]\n[White "Ana López"]\n[Black "${black}"]\n\n1. e4 e5 *\n`);
      await page.locator('.import-form button[type="submit"]').click();
      await page.waitForURL(/\/game\//);
      await page.locator('[data-testid="player-who-white"]').waitFor();
      assert.equal(await page.locator('[data-testid="player-who-white"]').textContent(), ' · Ana López');
      assert.equal(await page.locator('[data-testid="player-who-black"]').count(), 0, `no "${black}" by the board`);
      assert.ok(!(await page.locator('body').textContent()).includes(black), black);
    }
    assertNoPageErrors(assert, page);
    await page.context().close();
  });
});

describe('unknown addresses', () => {
  test('an unknown page is a friendly page in the page\'s language; the API keeps JSON',
    { skip: LOCAL && 'with no Escaque host there is no API, and a static host answers every page' }, async () => {
    const page = await newPage(session.browser);
    const response = await page.goto(`${BASE_URL}/no-such-page`);
    assert.equal(response.status(), 404);
    await page.locator('main h1').waitFor();
    assert.equal(await page.locator('main h1').textContent(), 'Esta página no existe');
    assert.equal(await page.locator('main a[href="/"]').count(), 1, 'the way home');
    const english = await newPage(session.browser, { lang: 'en' });
    await english.goto(`${BASE_URL}/somewhere/else`);
    await english.locator('main h1').waitFor();
    assert.equal(await english.locator('main h1').textContent(), 'This page does not exist');
    const api = await fetch(`${BASE_URL}/api/nothing-here`, { headers: { Accept: 'text/html' } });
    assert.equal(api.status, 404);
    assert.equal((await api.json()).error, 'not-found');
    await page.context().close();
    await english.context().close();
  });

  test('a game address that names no game says so, without a board or controls', async () => {
    const page = await newPage(session.browser, { viewport: PHONE, touch: true });
    const asked = [];
    page.on('request', request => {
      if (request.url().includes('nosuchgame1') && !request.url().endsWith('/game/nosuchgame1')) asked.push(request.url());
    });
    page.on('websocket', socket => asked.push(socket.url()));
    await page.goto(`${BASE_URL}/game/nosuchgame1`);
    await page.locator('[data-testid="game-not-found"]').waitFor();
    await page.waitForTimeout(500);
    assert.deepEqual(asked, LOCAL ? [] : [`${BASE_URL}/api/games/nosuchgame1`],
      'one request for the game (none with no host: the games are this browser\'s), no socket, no analyses');
    assert.equal(await page.locator('main h1').textContent(), 'Partida no encontrada');
    assert.equal(await page.locator('cg-board').count(), 0, 'no board');
    assert.equal(await page.locator('[data-testid="move-input"], [data-action], [data-tool]').count(), 0,
      'no controls');
    await page.context().close();
  });
});

describe('refusals in the page\'s language', () => {
  /** Starts a game on one device from `fen` and returns the refusal shown under the form. */
  async function refusedFen(page, fen) {
    await page.goto(`${BASE_URL}/`);
    const form = page.locator('[data-testid="hotseat-form"]');
    await form.locator('summary').click();
    await form.locator('input[name="fen"]').fill(fen);
    await form.locator('button[type="submit"]').click();
    const notice = form.locator('.notice-error');
    await notice.waitFor();
    return (await notice.textContent()).trim();
  }

  const ENGLISH = /\b(the|is|expected|found|would|cannot|line|move|game)\b/i;

  test('a bad FEN, a FEN whose game is already over and a bad PGN are told in Spanish', async () => {
    const page = await newPage(session.browser);
    // Each refusal names the rule core found broken, with its facts.
    const ranks = await refusedFen(page, '8/8/8 w - - 0 1');
    assert.equal(ranks, 'La colocación de las piezas tiene 3 filas separadas por «/», y tienen que ser 8.');
    assert.doesNotMatch(ranks, ENGLISH);
    const side = await refusedFen(page, '4k3/8/8/8/8/8/8/4K2R x - - 0 1');
    assert.equal(side, 'El turno «x» no vale: tiene que ser «w» (blancas) o «b» (negras).');
    const stalemate = await refusedFen(page, '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    assert.equal(stalemate, 'La partida terminaría antes de empezar: tablas por rey ahogado.');
    await page.goto(`${BASE_URL}/`);
    await page.locator('.import-form textarea').fill('1. e4 e5\n2. Ke3 *\n');
    await page.locator('.import-form button[type="submit"]').click();
    const notice = page.locator('.import-form .notice-error');
    await notice.waitFor();
    assert.equal((await notice.textContent()).trim(), 'El PGN tiene una jugada ilegal en la línea 2: 2. Ke3.');
    // A piece's Spanish letter is named, with the letters a PGN uses.
    await page.locator('.import-form textarea').fill('1. e4 e5\n2. Cf3 Cc6 *\n');
    await page.locator('.import-form button[type="submit"]').click();
    await page.waitForFunction(() => /Cf3/.test(document.querySelector('.import-form .notice-error')?.textContent ?? ''));
    assert.equal((await notice.textContent()).trim(), 'En la línea 2 del PGN no se entiende la jugada 2. Cf3: en PGN '
      + 'las piezas van con sus letras inglesas, K rey, Q dama, R torre, B alfil y N caballo.');
    await page.context().close();
  });

  test('moves pasted with no result at their end are imported as a game going on, to play on from', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${BASE_URL}/`);
    await page.locator('.import-form textarea').fill('1. e4 e5 2. Nf3 Nc6 3. Bb5');
    await page.locator('.import-form button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    await page.locator('.move-list button.move').nth(4).waitFor();
    assert.deepEqual(await page.locator('.move-list button.move').allTextContents(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    await waitForStatusText(page, 'Juegan las negras');
    assertNoPageErrors(assert, page);
    await page.context().close();
  });

  test('in English too', async () => {
    const page = await newPage(session.browser, { lang: 'en' });
    assert.equal(await refusedFen(page, '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'),
      'The game would be over before it starts: draw by stalemate.');
    await page.context().close();
  });
});

/**
 * Puts the page's game sockets under the test's control: `drop()` cuts the open ones and refuses new ones (as a
 * stopped server or a lost network does) until `restore()`. The API's HTTP requests fail meanwhile too: a refused
 * socket seems to open for a moment under the test's control, and the state the page then fetches would otherwise
 * get through. `waitForPushedPly(ply)` waits until the page has been sent the state after `ply` half-moves by its
 * socket: a push still on its way when the sockets drop could otherwise reach the page later, on a busy machine.
 */
async function controlSockets(page) {
  const open = [];
  const pushedPlies = [];
  let blocked = false;
  await page.routeWebSocket(/\/socket/, ws => {
    if (blocked) {
      ws.close();
      return;
    }
    const server = ws.connectToServer();
    server.onMessage(message => {
      try {
        const push = JSON.parse(String(message));
        if (push.kind === 'state' && push.state) pushedPlies.push(push.state.ply);
      } catch {
        // Not a state: passed on all the same.
      }
      ws.send(message);
    });
    open.push(ws);
  });
  await page.route(/\/api\//, route => (blocked ? route.abort('connectionrefused') : route.fallback()));
  return {
    drop: async () => {
      blocked = true;
      for (const ws of open.splice(0)) await ws.close();
    },
    restore: () => { blocked = false; },
    waitForPushedPly: async ply => {
      const deadline = Date.now() + 10_000;
      while (!pushedPlies.includes(ply)) {
        if (Date.now() > deadline) throw new Error(`no state after ${ply} half-moves came by the socket`);
        await new Promise(resolve => setTimeout(resolve, 20));
      }
    },
  };
}

/** Lets the page run the tasks already queued (a message channel's turn, which the test's fake clock leaves alone). */
async function settle(page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise(resolve => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    }
  });
}

/** The clock of `color` as shown, in seconds. */
async function clockSeconds(page, color) {
  const text = (await page.locator(`.clock[data-color="${color}"]`).first().textContent()).trim();
  const [minutes, seconds] = text.split(':').map(Number);
  return minutes * 60 + seconds;
}

describe('connections', { skip: LOCAL && 'a connection to the Escaque host: there is none' }, () => {
  test('after the connection comes back, the clocks are the server\'s again (no lag from the time away)', async () => {
    const page = await newPage(session.browser);
    await page.clock.install();
    const sockets = await controlSockets(page);
    await page.goto(`${BASE_URL}/`);
    const form = page.locator('[data-testid="hotseat-form"]');
    await form.locator('select[name="time"]').selectOption('5+0');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    await page.waitForSelector('cg-board piece');
    // The clocks run once both sides have moved: White's runs after 1. e4 e5.
    await drag(page, 'e2', 'e4');
    await waitForMoves(page, 1);
    // The move's HTTP answer is taken too before the sockets drop: an answer that came after the jump below would
    // bring the server's (true) clock, not the page's own count.
    const answered = page.waitForResponse(r => r.request().method() === 'POST' && r.url().endsWith('/moves'));
    await drag(page, 'e7', 'e5');
    await waitForMoves(page, 2);
    await (await answered).finished();
    await sockets.waitForPushedPly(2);
    await settle(page);
    await sockets.drop();
    // The page's time runs on while it hears nothing (a server restart keeps the server's clock still), and it
    // tries again and again to reconnect.
    await page.clock.fastForward(30_000);
    const lagging = await clockSeconds(page, 'white');
    assert.ok(lagging <= 271, `the page counted the time away (${lagging} s)`);
    // The server is back: within a few seconds the page has reconnected and shows the server's clock.
    sockets.restore();
    await page.clock.fastForward(5_000);
    await page.waitForFunction(() => {
      const [m, s] = document.querySelector('.clock[data-color="white"]').textContent.trim().split(':').map(Number);
      return m * 60 + s >= 285;
    }, null, { timeout: 4_000 });
    const server = (await apiState(page.url().split('/game/')[1].split('?')[0])).clocks.white / 1000;
    assert.ok(Math.abs(await clockSeconds(page, 'white') - server) <= 3, 'the page shows the server\'s clock');
    await page.context().close();
  });

  test('on a network game, the host\'s own lost connection is told as its own, not the opponent\'s', async () => {
    const host = await newPage(session.browser);
    const sockets = await controlSockets(host);
    await host.goto(`${BASE_URL}/`);
    await host.locator('[data-testid="lan-form"] button[type="submit"]').click();
    await host.waitForURL(/\/game\//);
    const code = (await host.locator('[data-testid="join-code"]').textContent()).trim();
    const guest = await newPage(session.browser);
    await joinWithLink(guest, code);
    await guest.waitForURL(/\/game\//);
    await host.waitForFunction(() =>
      document.querySelector('[data-testid="connection-black"]')?.textContent?.includes('conectado'));
    await sockets.drop();
    const self = host.locator('[data-testid="connection-self"]');
    await self.waitFor();
    assert.equal(await self.textContent(), ' · tu conexión: reconectando…');
    assert.equal(await host.locator('.player[data-color="white"] [data-testid="connection-self"]').count(), 1,
      'on the host\'s own bar');
    assert.equal(await host.locator('[data-testid="connection-black"]').count(), 0,
      'the opponent is not said to be reconnecting');
    sockets.restore();
    await self.waitFor({ state: 'detached', timeout: 20_000 });
    await host.waitForFunction(() =>
      document.querySelector('[data-testid="connection-black"]')?.textContent?.includes('conectado'));
    await host.context().close();
    await guest.context().close();
  });
});

describe('typed moves', () => {
  test('an illegal typed SAN is explained by the rule; Pe4, E5 and NF3 are read', async () => {
    const page = await newPage(session.browser);
    await startGame(page);
    await typeMove(page, 'Ke2');
    const notice = page.locator('.game-notice.notice-error');
    await notice.waitFor();
    assert.match(await notice.textContent(), /^En e2 ya hay una pieza tuya \(Leyes de la FIDE, art\. 3\.1\)\./);
    assert.equal(await page.locator('[data-testid="move-input"]').inputValue(), 'Ke2', 'kept to correct');
    await typeMove(page, 'e5');
    await page.waitForFunction(() =>
      document.querySelector('.game-notice')?.textContent?.startsWith('El peón no puede ir de e2 a e5'));
    await typeMove(page, 'Pe4');
    await waitForMoves(page, 1);
    await notice.waitFor({ state: 'hidden' });
    // E5's answer held back 1.5 s, so that the game's live update shows it first (as a busy network may) and NF3 is
    // typed before the answer comes: the box keeps NF3 and plays it.
    let heldBack = 0;
    await page.route('**/api/games/*/moves', async route => {
      if (heldBack++ > 0) return route.continue();
      const response = await route.fetch();
      await new Promise(resolve => setTimeout(resolve, 1500));
      return route.fulfill({ response });
    });
    await typeMove(page, 'E5');
    await waitForMoves(page, 2);
    await typeMove(page, 'NF3');
    await waitForMoves(page, 3);
    const rows = await page.locator('.move-list .move-row').evaluateAll(items =>
      items.map(row => [...row.children].map(cell => cell.textContent).join(' ')));
    assert.deepEqual(rows, ['1. e4 e5', '2. Nf3']);
    await page.context().close();
  });
});
