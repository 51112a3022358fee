// The players' names: given on the home page's forms (the two of one device, or one's own against the computer),
// shown beside the board, in the list of games and in the PGN, remembered for the next game and kept for "Jugar otra
// vez". Run with an Escaque host and with none.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertNoPageErrors, BASE_URL, joinWithLink, LOCAL, newPage, PHONE, screenshot, startBrowser, waitForStatus,
} from './helpers.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

/** Resigns from the game menu; on one device the page asks which side: the first offered (the side to move). */
async function resign(page) {
  await page.locator('[data-action="resign"]').click();
  const dialog = page.locator('dialog.confirm');
  await dialog.waitFor();
  await dialog.locator('button.primary').first().click();
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.classList.contains('finished'));
}

async function copiedPgn(page) {
  await page.locator('[data-tool="copy-pgn"]').click();
  await page.locator('.game-notice').filter({ hasText: /PGN copiado|PGN copied/ }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

const who = async (page, color) => (await page.locator(`[data-testid="player-who-${color}"]`).textContent()).trim();

describe('the players\' names', () => {
  test('two players on one device name themselves; the names are beside the board, listed, in the PGN, and kept',
    async () => {
      const page = await newPage(session.browser);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${BASE_URL}/`);
      const form = page.locator('[data-testid="hotseat-form"]');
      const white = form.getByRole('group', { name: 'Nombres' }).getByLabel('Blancas');
      const black = form.getByRole('group', { name: 'Nombres' }).getByLabel('Negras');
      assert.equal(await white.getAttribute('maxlength'), '40');
      assert.equal(await white.getAttribute('placeholder'), 'opcional');
      await white.fill('  Ana ');
      await black.fill('Luis "el Rápido"');
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/game\//);
      const id = page.url().split('/game/')[1];
      await waitForStatus(page);
      assert.equal(await who(page, 'white'), '· Ana');
      assert.equal(await who(page, 'black'), '· Luis "el Rápido"');
      assert.match(await page.locator('h2.game-mode').innerText(), /Dos jugadores en un mismo dispositivo/);
      assert.equal(await page.title(), 'Ana – Luis "el Rápido" · Escaque');
      await resign(page);
      const pgn = await copiedPgn(page);
      assert.match(pgn, /\[White "Ana"\]\n\[Black "Luis \\"el Rápido\\""\]/);

      // After a reload (stored, with a host or in this browser), then in the home page's list.
      await page.reload();
      await waitForStatus(page);
      assert.equal(await who(page, 'white'), '· Ana');
      await page.goto(`${BASE_URL}/`);
      const item = page.locator(`.game-item[data-game="${id}"]`);
      assert.equal(await item.locator('[data-testid="players"]').innerText(), 'Ana – Luis "el Rápido"');
      assert.equal(await item.locator('strong').first().innerText(), 'Dos jugadores en un mismo dispositivo');
      // The form starts from the names last given.
      assert.equal(await white.inputValue(), 'Ana');
      assert.equal(await black.inputValue(), 'Luis "el Rápido"');
      // "Jugar otra vez" from the finished game: the same two players, at the same colours.
      await page.goto(`${BASE_URL}/game/${id}`);
      await page.locator('[data-tool="play-again"]').click();
      await page.waitForURL(url => !url.pathname.endsWith(id) && url.pathname.startsWith('/game/'));
      await waitForStatus(page);
      assert.equal(await who(page, 'white'), '· Ana');
      assert.equal(await who(page, 'black'), '· Luis "el Rápido"');
      assertNoPageErrors(assert, page);
      await page.context().close();
    });

  test('against the computer, one\'s own name; "Jugar otra vez" keeps it', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${BASE_URL}/`);
    const form = page.locator('[data-testid="computer-form"]');
    await form.locator('input[type="radio"][value="black"]').check();
    await form.getByLabel('Tu nombre').fill('Eva');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    const first = page.url().split('/game/')[1];
    await waitForStatus(page);
    assert.equal(await who(page, 'black'), '· Eva (tú)');
    assert.equal(await who(page, 'white'), '· ordenador, nivel 1');
    await page.waitForFunction(() => document.querySelectorAll('.move-list button.move[data-ply]').length >= 1);
    await page.locator('[data-action="resign"]').click();
    await page.locator('dialog.confirm button.primary').first().click();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.classList.contains('finished'));
    await page.locator('[data-tool="play-again"]').click();
    await page.waitForURL(url => !url.pathname.endsWith(first) && url.pathname.startsWith('/game/'));
    await waitForStatus(page);
    assert.equal(await who(page, 'black'), '· Eva (tú)');
    await page.goto(`${BASE_URL}/`);
    const item = page.locator(`.game-item[data-game="${first}"]`);
    assert.equal(await item.locator('[data-testid="players"]').innerText(), 'Ordenador – Eva');
    assertNoPageErrors(assert, page);
    await page.context().close();
  });

  test('on a phone, in English, the fields fit and say what they are for', async () => {
    const page = await newPage(session.browser, { lang: 'en', viewport: PHONE, touch: true });
    await page.goto(`${BASE_URL}/`);
    const form = page.locator('[data-testid="hotseat-form"]');
    const names = form.getByRole('group', { name: 'Names' });
    const white = names.getByLabel('White');
    await white.fill('Ana');
    await names.getByLabel('Black').fill('Luis');
    await white.scrollIntoViewIfNeeded();
    const box = await white.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `inside the screen: ${JSON.stringify(box)}`);
    await screenshot(page, 'names-390x844');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/game\//);
    await waitForStatus(page);
    assert.equal(await who(page, 'white'), '· Ana');
    assert.equal(await who(page, 'black'), '· Luis');
    await page.context().close();
  });

  test('over Wi-Fi, the host names itself on its form and the guest when it opens the link; a second link joins at once',
    { skip: LOCAL && 'a network game needs the Escaque host (two phones: phones.test.mjs)' }, async () => {
      const host = await newPage(session.browser);
      await host.goto(`${BASE_URL}/`);
      const form = host.locator('[data-testid="lan-form"]');
      await form.getByLabel('Tu nombre').fill('Ana');
      await form.locator('button[type="submit"]').click();
      await host.waitForURL(/\/game\//);
      const code = (await host.locator('[data-testid="join-code"]').textContent()).trim();
      const guest = await newPage(session.browser, { lang: 'en' });
      await guest.goto(`${BASE_URL}/join/${code}`);
      // Asked first, on a device that never gave a name: the code is filled in and the name field has the focus.
      assert.equal(await guest.locator('[data-testid="join-code"]').inputValue(), code);
      assert.equal(await guest.evaluate(() => document.activeElement?.getAttribute('name')), 'name');
      await screenshot(guest, 'join-name-1280x800');
      await joinWithLink(guest, code, 'Bruno');
      await guest.waitForURL(/\/game\//);
      await host.waitForFunction(() => /Bruno/.test(document.querySelector('[data-testid="player-who-black"]')
        ?.textContent ?? ''));
      assert.equal(await who(host, 'white'), '· Ana (tú)');
      assert.equal(await who(guest, 'white'), '· Ana');
      assert.equal(await who(guest, 'black'), '· Bruno (you)');

      // The next game's link joins at once with the name given before.
      await host.goto(`${BASE_URL}/`);
      await form.locator('button[type="submit"]').click();
      await host.waitForURL(url => url.pathname.startsWith('/game/'));
      await host.locator('[data-testid="join-code"]').waitFor();
      const second = (await host.locator('[data-testid="join-code"]').textContent()).trim();
      await guest.goto(`${BASE_URL}/join/${second}`);
      await guest.waitForURL(/\/game\//);
      await host.waitForFunction(() => /Bruno/.test(document.querySelector('[data-testid="player-who-black"]')
        ?.textContent ?? ''));
      assertNoPageErrors(assert, guest);
      await host.context().close();
      await guest.context().close();
    });
});
