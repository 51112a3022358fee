// Two phones, no computer: two browsers (each its own profile, as two phones are) load the static build, pair through
// the text codes and through the QR codes read by a camera (Chromium's fake camera playing a video of the code), and
// play over a WebRTC data channel: a game to mate, a draw by agreement, a flag fall, a dropped connection on either
// side (each phone reloads, then they pair again and go on at the same ply with the same clocks), a third phone that
// is refused, forged moves that change nothing, the host's game open in a second tab (linked there as in the first,
// until the first is gone) and a rematch on the same link, and the guest's game open in a second tab (its moves going
// through the first tab's link). No request leaves the two pages but for the static files.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import qrcode from 'qrcode-generator';
import {
  assertNoPageErrors, BASE_URL, LOCAL, moveCount, PHONE, premoveSquares, screenshot, statusText, touchDrag, typeMove,
  waitForMoves, waitForStatusText,
} from './helpers.mjs';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const origin = new URL(BASE_URL).origin;

const browsers = [];
let folder;
before(() => { folder = mkdtempSync(join(tmpdir(), 'escaque-phones-')); });
after(async () => {
  for (const browser of browsers) await browser.close().catch(() => undefined);
  rmSync(folder, { recursive: true, force: true });
});

/**
 * A phone: a browser of its own (a fake camera showing `video`, a Y4M file, when given), Spanish, phone-sized; every
 * request it makes is kept, to check that none goes anywhere but the static files.
 */
async function phone(name, video) {
  const args = [...FLAGS];
  if (video) {
    args.push('--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args });
  browsers.push(browser);
  const context = await browser.newContext({ viewport: PHONE, locale: 'es-ES', hasTouch: true, isMobile: true,
    permissions: video ? ['camera'] : [] });
  const page = await context.newPage();
  page.errors = [];
  page.requests = [];
  page.name = name;
  page.on('pageerror', error => page.errors.push(error));
  context.on('request', request => page.requests.push(request.url()));
  return page;
}

function assertOnlyStaticFiles(page) {
  const elsewhere = page.requests.filter(url => !url.startsWith(origin + '/') && !url.startsWith('data:')
    && !url.startsWith('blob:'));
  assert.deepEqual(elsewhere, [], `${page.name}: no request but for the static files`);
  // The page asks once whether its origin is an Escaque host (GET /api, answered by the static host's index.html).
  assert.deepEqual(page.requests.filter(url => url.startsWith(origin + '/api/')), [], `${page.name}: no API`);
}

/** The host phone creates a game between two phones from its home page; the game's id. */
async function hostGame(page, { color = 'white', time } = {}) {
  await page.goto(`${BASE_URL}/`);
  const form = page.locator('[data-testid="phones-form"]');
  await form.locator(`input[type="radio"][value="${color}"]`).check();
  if (time?.startsWith('custom:')) {
    await form.locator('select[name="time"]').selectOption('custom');
    await form.locator('input[name="minutes"]').fill(time.slice(7));
    await form.locator('input[name="increment"]').fill('0');
  } else if (time) {
    await form.locator('select[name="time"]').selectOption(time);
  }
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/game\//);
  await page.locator('[data-testid="offer-code"]').waitFor();
  return page.url().split('/game/')[1].split('?')[0];
}

/** Pairs the two phones through the text codes (pasted), from a host page showing its code; the guest opens the game. */
async function pairByText(host, guest) {
  const offer = await host.locator('[data-testid="offer-code"]').getAttribute('data-code');
  await guest.goto(`${BASE_URL}/pair`);
  await guest.locator('[data-testid="paste-offer"]').fill(offer);
  await guest.locator('[data-testid="use-offer"]').click();
  const answer = await guest.locator('[data-testid="answer-code"]').getAttribute('data-code');
  await host.locator('[data-testid="paste-answer"]').fill(answer);
  await host.locator('[data-testid="use-answer"]').click();
  await guest.waitForURL(/\/game\//, { timeout: 30_000 });
  await guest.waitForSelector('cg-board piece');
  await host.locator('[data-testid="host-pairing"]').waitFor({ state: 'detached', timeout: 30_000 });
}

/** Two phones paired by text on a 10+0 game, the host White, after 1. e4 e5. */
async function pairedAfterOneMoveEach() {
  const host = await phone('host');
  const guest = await phone('guest');
  const id = await hostGame(host, { color: 'white', time: '10+0' });
  await pairByText(host, guest);
  await playAlternately(host, guest, ['e2e4', 'e7e5']);
  return { host, guest, id };
}

async function resignOrConfirm(page, action) {
  await page.locator(`[data-action="${action}"]`).click();
  const dialog = page.locator('dialog.confirm');
  if (await dialog.count()) {
    await dialog.locator('[data-answer="yes"]').click();
    await dialog.waitFor({ state: 'detached' });
  }
}

/** Plays `moves` (UCI) alternately on the two pages, white first, each typed by the side to move's phone. */
async function playAlternately(white, black, moves) {
  for (const [index, uci] of moves.entries()) {
    const mover = index % 2 === 0 ? white : black;
    const other = index % 2 === 0 ? black : white;
    const count = await moveCount(mover);
    await typeMove(mover, uci);
    await waitForMoves(mover, count + 1);
    await waitForMoves(other, count + 1);
  }
}

/** Both phones show the same clocks (within a second: each counts on from the host's last word). */
async function sameClocks(host, guest) {
  const seconds = async page => Promise.all(['white', 'black'].map(async color => {
    const text = await page.locator(`.clock[data-color="${color}"]`).textContent();
    const [minutes, rest] = text.trim().split(':');
    return Number(minutes) * 60 + Number(rest.replace(',', '.'));
  }));
  const [a, b] = [await seconds(host), await seconds(guest)];
  for (let i = 0; i < a.length; i++) assert.ok(Math.abs(a[i] - b[i]) <= 1.5, `clocks ${a} and ${b}`);
}

/** A QR code as a Y4M video (grey, 480×480, a few frames), for Chromium's fake camera. */
function qrVideo(text, name) {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const size = 480;
  const cell = Math.floor(size / (count + 8));
  const margin = Math.floor((size - cell * count) / 2);
  const luma = Buffer.alloc(size * size, 235);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor((y - margin) / cell);
      const col = Math.floor((x - margin) / cell);
      if (row >= 0 && col >= 0 && row < count && col < count && qr.isDark(row, col)) luma[y * size + x] = 16;
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frames = [];
  for (let i = 0; i < 10; i++) frames.push(Buffer.from('FRAME\n'), luma, chroma);
  const file = join(folder, `${name}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`), ...frames]));
  return file;
}

describe('two phones, no computer', { skip: !LOCAL && 'run by run.mjs against the static build' }, () => {
  test('each phone\'s player names itself: the host on its form, the guest on the pairing page', async () => {
    const host = await phone('host');
    const guest = await phone('guest');
    await host.goto(`${BASE_URL}/`);
    const form = host.locator('[data-testid="phones-form"]');
    await form.getByLabel('Tu nombre').fill('Ana');
    await form.locator('button[type="submit"]').click();
    await host.waitForURL(/\/game\//);
    await host.locator('[data-testid="offer-code"]').waitFor();
    const id = host.url().split('/game/')[1].split('?')[0];
    await guest.goto(`${BASE_URL}/pair`);
    await guest.getByLabel('Tu nombre').fill('Bruno');
    await pairByText(host, guest);
    const who = async (page, color) => (await page.locator(`[data-testid="player-who-${color}"]`).textContent()).trim();
    for (const page of [host, guest]) {
      await page.waitForFunction(() => /Bruno/.test(document.querySelector('[data-testid="player-who-black"]')
        ?.textContent ?? ''));
    }
    assert.equal(await who(host, 'white'), '· Ana (tú)');
    assert.equal(await who(host, 'black'), '· Bruno');
    assert.equal(await who(guest, 'white'), '· Ana');
    assert.equal(await who(guest, 'black'), '· Bruno (tú)');
    assert.equal(guest.url().split('/game/')[1].split('?')[0], id);
    assertNoPageErrors(assert, host);
    assertNoPageErrors(assert, guest);
  });

  test('pair by text codes and play to mate', async () => {
    const host = await phone('host');
    const guest = await phone('guest');
    const id = await hostGame(host, { color: 'white' });
    // On a phone the pairing (below the board) is brought into view: the other phone needs its code now.
    await host.waitForFunction(() => {
      const top = document.querySelector('[data-testid="host-pairing"]')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 80;
    });
    await host.waitForTimeout(300);
    await screenshot(host, 'phones-host-pairing-390x844');
    await pairByText(host, guest);
    assert.equal(guest.url().split('/game/')[1].split('?')[0], id, 'the guest opens the same game');
    // Both name the game as the home page's card does.
    for (const page of [host, guest]) assert.equal(await page.locator('.game-mode').textContent(), 'Con otro teléfono');
    await screenshot(guest, 'phones-guest-game-390x844');
    // Fool's mate, reversed: the host (white) plays badly, the guest (black) mates, with a premove: the queen dragged by
    // a finger while White is to move stays marked, and is played the moment g2-g4 arrives.
    await playAlternately(host, guest, ['f2f3', 'e7e5']);
    await touchDrag(guest, 'd8', 'h4');
    assert.deepEqual(await premoveSquares(guest), ['d8', 'h4']);
    assert.equal(await moveCount(guest), 2, 'the premove waits for its turn');
    await typeMove(host, 'g2g4');
    await waitForStatusText(host, 'Jaque mate: ganan las negras');
    await waitForStatusText(guest, 'Jaque mate: ganan las negras');
    // Each phone keeps the game, and its home page says how it went for that phone.
    for (const [page, words] of [[host, 'Perdiste con blancas'], [guest, 'Ganaste con negras']]) {
      await page.goto(`${BASE_URL}/`);
      await page.locator(`[data-game="${id}"] [data-testid="outcome"]`, { hasText: words }).waitFor();
    }
    assertNoPageErrors(assert, host);
    assertNoPageErrors(assert, guest);
    assertOnlyStaticFiles(host);
    assertOnlyStaticFiles(guest);
  });

  test('a third phone cannot take a seat, and a forged move changes nothing', async () => {
    const host = await phone('host');
    const guest = await phone('guest');
    const id = await hostGame(host, { color: 'black' });
    await pairByText(host, guest);
    await playAlternately(guest, host, ['e2e4', 'e7e5']);
    // The guest's phone, altered, sends a move of the other side and a move through a piece: the host's core refuses
    // both, and neither phone shows a change.
    const forged = await guest.evaluate(game => window.escaquePeer.forge(game, { t: 'move', n: 99, game, uci: 'e8e7',
      ply: 2 }), id);
    assert.equal(forged.error?.error, 'illegal-move', JSON.stringify(forged)); assert.equal(forged.error.error, 'illegal-move', 'the host phone refuses a move of the side not to move');
    const through = await guest.evaluate(game => window.escaquePeer.forge(game, { t: 'move', n: 100, game,
      uci: 'a1a3', ply: 2 }), id);
    assert.equal(through.error?.error, 'illegal-move', 'nor a rook through its own pawn');
    assert.equal(await moveCount(host), 2);
    assert.equal(await moveCount(guest), 2);
    // The host's phone, altered, sends a record with a move that is not legal: the guest's core refuses it.
    const kept = await guest.evaluate(game => window.escaquePeer.forgeRecord(game, 'e2e4', 'e2e5'), id);
    assert.equal(kept, 'game-damaged');
    assert.equal(await moveCount(guest), 2);
    // Or a true record with a state that says the game is over: the state the guest's core replayed is shown instead.
    assert.equal(await guest.evaluate(game => window.escaquePeer.forgeState(game, 'finished', '1-0'), id), 'active -');
    assert.equal(await moveCount(guest), 2);
    // A third phone pairs with a new code of the host: the game's seat is the guest's, so it is refused.
    await guest.evaluate(game => window.escaquePeer.drop(game), id);
    await host.locator('[data-testid="offer-code"]').waitFor();
    const third = await phone('third');
    const offer = await host.locator('[data-testid="offer-code"]').getAttribute('data-code');
    await third.goto(`${BASE_URL}/pair`);
    await third.locator('[data-testid="paste-offer"]').fill(offer);
    await third.locator('[data-testid="use-offer"]').click();
    const answer = await third.locator('[data-testid="answer-code"]').getAttribute('data-code');
    await host.locator('[data-testid="paste-answer"]').fill(answer);
    await host.locator('[data-testid="use-answer"]').click();
    await third.locator('.notice-error', { hasText: 'ya tiene sus dos jugadores' }).waitFor({ timeout: 30_000 });
    assert.equal(await moveCount(host), 2);
    assertNoPageErrors(assert, host);
    assertOnlyStaticFiles(third);
  });

  test('a connection dropped on either side is paired again at the same ply and clocks; a draw by agreement',
    async () => {
      const { host, guest, id } = await pairedAfterOneMoveEach();
      // The guest's phone reloads (asleep, or the browser closed): the host phone offers to pair again, the guest's
      // says the link is cut; they pair again and go on where they were. Its localStorage lost the seat's key (a power
      // cut before it was written to disk): the key comes back from IndexedDB.
      const token = await guest.evaluate(game => localStorage.getItem(`escaque.peer.${game}`), id);
      await guest.evaluate(game => localStorage.removeItem(`escaque.peer.${game}`), id);
      await guest.reload();
      await guest.locator('[data-testid="peer-lost"]').waitFor({ timeout: 20_000 });
      await host.locator('[data-testid="host-pairing"]').waitFor({ timeout: 40_000 });
      assert.match(await host.locator('[data-testid="host-pairing"] h3').textContent(), /vuelve a emparejarlo/);
      assert.equal(await guest.evaluate(game => localStorage.getItem(`escaque.peer.${game}`), id), token);
      await pairByText(host, guest);
      assert.equal(await moveCount(guest), 2, 'the guest goes on at the same ply');
      await sameClocks(host, guest);
      await playAlternately(host, guest, ['g1f3', 'b8c6']);
      // The guest's Wi-Fi blinks for 9 s: both say "reconectando…", and the link comes back by itself, no pairing.
      await guest.evaluate(game => window.escaquePeer.blink(game, 9000), id);
      await host.locator('[data-testid="peer-reconnecting"]').waitFor({ timeout: 15_000 });
      await guest.locator('[data-testid="peer-reconnecting"]').waitFor({ timeout: 15_000 });
      await host.locator('[data-testid="peer-reconnecting"]').waitFor({ state: 'detached', timeout: 20_000 });
      await guest.locator('[data-testid="peer-reconnecting"]').waitFor({ state: 'detached', timeout: 20_000 });
      assert.equal(await host.locator('[data-testid="host-pairing"]').count(), 0, 'no new pairing was needed');
      await playAlternately(host, guest, ['f1c4', 'g8f6']);
      // The host phone reloads: the same, the other way round.
      await host.reload();
      await host.locator('[data-testid="host-pairing"]').waitFor({ timeout: 20_000 });
      await guest.locator('[data-testid="peer-lost"]').waitFor({ timeout: 40_000 });
      await pairByText(host, guest);
      assert.equal(await moveCount(host), 6);
      assert.equal(await moveCount(guest), 6);
      await sameClocks(host, guest);
      // A draw offered by the guest and accepted on the host phone.
      await guest.locator('[data-action="offer-draw"]').click();
      await host.locator('[data-action="accept-draw"]').click({ timeout: 10_000 });
      await waitForStatusText(host, 'Tablas de mutuo acuerdo');
      await waitForStatusText(guest, 'Tablas de mutuo acuerdo');
      assert.equal(await guest.evaluate(game => localStorage.getItem(`escaque.peer.${game}`) !== null, id), true);
      assertNoPageErrors(assert, host);
      assertNoPageErrors(assert, guest);
      assertOnlyStaticFiles(host);
      assertOnlyStaticFiles(guest);
    });

  test('the host phone\'s game open in a second tab is linked there too, until the tab with the link is gone',
    async () => {
      const { host, guest, id } = await pairedAfterOneMoveEach();
      // The same game in a second tab of the host phone: it offers no new pairing and counts the guest present (no
      // abandonment to claim against a guest who is playing), and a move made there reaches the guest.
      const second = await host.context().newPage();
      second.errors = [];
      second.on('pageerror', error => second.errors.push(error));
      await second.goto(`${BASE_URL}/game/${id}`);
      await waitForMoves(second, 2);
      await second.locator('[data-testid="connection-black"].connection-connected').waitFor({ timeout: 10_000 });
      assert.equal(await second.locator('[data-testid="host-pairing"]').count(), 0, 'no pairing offered');
      await playAlternately(second, guest, ['g1f3', 'b8c6']);
      await waitForMoves(host, 4);
      // The guest's Wi-Fi blinks for 12 s: the second tab says "reconectando…" as the first one does, then the link is
      // back by itself.
      await guest.evaluate(game => window.escaquePeer.blink(game, 12000), id);
      await second.locator('[data-testid="peer-reconnecting"]').waitFor({ timeout: 15_000 });
      await second.locator('[data-testid="peer-reconnecting"]').waitFor({ state: 'detached', timeout: 20_000 });
      await second.locator('[data-testid="connection-black"].connection-connected').waitFor({ timeout: 10_000 });
      // The tab with the link closes without a word (its messages to the other tabs silenced, as a crash would leave
      // them unsaid): the second tab learns it from the browser's
      // lock, offers to pair again, and the guest's seat is no longer counted present. They pair again and play on.
      await host.evaluate(() => {
        BroadcastChannel.prototype.postMessage = () => undefined;
      });
      await host.close();
      await second.locator('[data-testid="host-pairing"]').waitFor({ timeout: 20_000 });
      await second.locator('[data-testid="connection-black"]:not(.connection-connected)').waitFor({ timeout: 10_000 });
      await guest.locator('[data-testid="peer-lost"]').waitFor({ timeout: 40_000 });
      await pairByText(second, guest);
      await playAlternately(second, guest, ['f1c4', 'g8f6']);
      // A draw by agreement, then a rematch on the same link: the guest (White now) counts present there at once.
      await guest.locator('[data-action="offer-draw"]').click();
      await second.locator('[data-action="accept-draw"]').click({ timeout: 10_000 });
      await waitForStatusText(second, 'Tablas de mutuo acuerdo');
      const finished = second.url();
      await second.locator('[data-action="rematch"]').click();
      await second.waitForURL(url => url.href !== finished);
      await guest.locator('[data-action="open-rematch"]').click({ timeout: 10_000 });
      await guest.waitForURL(url => url.href !== finished);
      await second.locator('[data-testid="connection-white"].connection-connected').waitFor({ timeout: 10_000 });
      await playAlternately(guest, second, ['d2d4', 'd7d5']);
      await second.waitForTimeout(6000);
      assert.equal(await second.locator('[data-testid="connection-white"].connection-connected').count(), 1,
        'the guest still counts present in the rematch');
      assertNoPageErrors(assert, second);
      assertNoPageErrors(assert, guest);
      assertOnlyStaticFiles(guest);
    });

  test('the guest phone\'s game open in a second tab plays through the first tab\'s link, until that tab is gone',
    async () => {
      const { host, guest, id } = await pairedAfterOneMoveEach();
      // The same game in a second tab of the guest's phone (or its installed app beside the browser): linked there too,
      // the host shown present as in the first tab, no "connection cut" offered, and a move made there goes through the
      // first tab's link to the host.
      const second = await guest.context().newPage();
      second.errors = [];
      second.on('pageerror', error => second.errors.push(error));
      await second.goto(`${BASE_URL}/game/${id}`);
      await waitForMoves(second, 2);
      await second.locator('[data-testid="connection-white"].connection-connected').waitFor({ timeout: 10_000 });
      assert.equal(await second.locator('[data-testid="peer-lost"]').count(), 0, 'no lost link said');
      assert.equal(await second.locator('.offline').count(), 0, 'not shown offline');
      await playAlternately(host, second, ['g1f3', 'b8c6']);
      await waitForMoves(guest, 4);
      // An action there too: a draw offered from the second tab reaches the host, which declines it.
      await second.locator('[data-action="offer-draw"]').click();
      await host.locator('[data-action="decline-draw"]').click({ timeout: 10_000 });
      // The first tab closes: the second says that the link is cut and offers to pair again; paired from there, the
      // game goes on.
      await guest.close();
      await second.locator('[data-testid="peer-lost"]').waitFor({ timeout: 40_000 });
      await pairByText(host, second);
      await playAlternately(host, second, ['f1c4', 'g8f6']);
      assertNoPageErrors(assert, second);
      assertNoPageErrors(assert, host);
      assertOnlyStaticFiles(host);
    });

  test('the host phone\'s clock decides a flag fall, for both; the QR codes are read by a camera', async () => {
    const host = await phone('host', qrVideo('ESQ1 nothing yet', 'blank-host'));
    await hostGame(host, { color: 'white', time: 'custom:0.1' });
    const offer = await host.locator('[data-testid="offer-code"]').getAttribute('data-code');
    // The guest's camera sees the host's QR code.
    const guest = await phone('guest', qrVideo(offer, 'offer'));
    await guest.goto(`${BASE_URL}/pair`);
    await guest.locator('[data-testid="scan-offer"]').click();
    const answer = await guest.locator('[data-testid="answer-code"]').getAttribute('data-code', { timeout: 30_000 });
    // The host's camera sees the guest's answer (the fake camera reads its file when the camera is opened).
    qrVideo(answer, 'blank-host');
    await host.locator('[data-testid="scan-answer"]').click();
    await guest.waitForURL(/\/game\//, { timeout: 30_000 });
    await host.locator('[data-testid="host-pairing"]').waitFor({ state: 'detached', timeout: 30_000 });
    await screenshot(guest, 'phones-guest-after-qr-390x844');
    assert.equal(await statusText(guest), 'Juegan las blancas');
    // Six seconds each: White's runs out after both have moved once, on the host phone's clock, shown on both.
    await playAlternately(host, guest, ['e2e4', 'e7e5']);
    await waitForStatusText(host, 'Las blancas se quedan sin tiempo: ganan las negras', 20_000);
    await waitForStatusText(guest, 'Las blancas se quedan sin tiempo: ganan las negras', 10_000);
    assertNoPageErrors(assert, host);
    assertNoPageErrors(assert, guest);
    assertOnlyStaticFiles(host);
    assertOnlyStaticFiles(guest);
  });

  test('what goes wrong in pairing is said in words', async () => {
    const host = await phone('host');
    const guest = await phone('guest');
    await hostGame(host, { color: 'white' });
    const offer = await host.locator('[data-testid="offer-code"]').getAttribute('data-code');
    await guest.goto(`${BASE_URL}/pair`);
    const said = async (page, expected, text) => {
      await page.locator(`[data-testid="paste-${expected}"]`).fill(text);
      await page.locator(`[data-testid="use-${expected}"]`).click();
      const notice = page.locator('.pair-panel .notice-error');
      await notice.waitFor({ timeout: 30_000 });
      const words = (await notice.textContent()).trim();
      await page.evaluate(() => document.querySelector('.pair-panel .notice-error')?.setAttribute('hidden', ''));
      await page.evaluate(() => document.querySelector('.pair-panel .notice-error')?.classList.remove('notice-error'));
      return words;
    };
    assert.match(await said(guest, 'offer', 'https://example.org/not-a-code'), /no es de Escaque/);
    assert.match(await said(guest, 'offer', offer.slice(0, 40)), /no es de Escaque, o le falta un trozo/);
    // The same code, made twenty minutes ago.
    const bytes = Buffer.from(offer.slice(5), 'base64url');
    bytes.writeUInt32BE(bytes.readUInt32BE(4) - 20, 4);
    assert.match(await said(guest, 'offer', offer.slice(0, 5) + bytes.toString('base64url')), /ya no sirve/);
    // The host's code given to the host, where the answer is awaited.
    assert.match(await said(host, 'answer', offer), /no es el código que toca/);
    // A camera the browser does not give (no camera here, and no permission): said, with the text code offered.
    await guest.locator('[data-testid="scan-offer"]').click();
    const camera = guest.locator('.pair-panel .notice-error');
    await camera.waitFor();
    assert.match(await camera.textContent(), /cámara.*código en texto/);
    // The guest answers, then its phone is gone before the host reads the answer: the phones cannot connect.
    await guest.reload();
    await guest.locator('[data-testid="paste-offer"]').fill(offer);
    await guest.locator('[data-testid="use-offer"]').click();
    const answer = await guest.locator('[data-testid="answer-code"]').getAttribute('data-code');
    await guest.context().browser().close();
    await host.locator('[data-testid="paste-answer"]').fill(answer);
    await host.locator('[data-testid="use-answer"]').click();
    const unreachable = host.locator('.pair-panel .notice-error');
    await unreachable.waitFor({ timeout: 40_000 });
    assert.match(await unreachable.textContent(), /no consiguen conectarse.*misma red wifi.*redes de invitados/s);
    await screenshot(host, 'phones-unreachable-390x844');
    assertNoPageErrors(assert, host);
  });
});
