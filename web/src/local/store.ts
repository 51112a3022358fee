// Where the games of this browser are kept: IndexedDB, one record per game (the text the WebAssembly build writes,
// kept as it is). A change is shown only once its record is stored. Beside them, the games' analyses: one record per
// game and budget, keyed "<game>/<budget>"; and the seat tokens of the games this phone is the guest in.

const DATABASE = 'escaque';
const VERSION = 3;
const GAMES = 'games';
const ANALYSES = 'analyses';
/** The guest's seat tokens of games between two phones, by game id (its copy of localStorage's, kept durably). */
const TOKENS = 'tokens';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      // Version 1 had the games only; version 2 added the analyses' store, version 3 the tokens': each is added beside
      // the others, which stay untouched.
      if (!request.result.objectStoreNames.contains(GAMES)) request.result.createObjectStore(GAMES);
      if (!request.result.objectStoreNames.contains(ANALYSES)) request.result.createObjectStore(ANALYSES);
      if (!request.result.objectStoreNames.contains(TOKENS)) request.result.createObjectStore(TOKENS);
    };
    request.onsuccess = () => {
      // A newer version of the app opened in another tab: this one lets go, so that it can upgrade.
      request.result.onversionchange = () => {
        request.result.close();
        opened = null;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cannot be opened'));
    request.onblocked = () => reject(new Error('An older version of Escaque is open in another tab: close it, then '
      + 'reload this one.'));
  });
  opened.catch(() => {
    opened = null;
  });
  return opened;
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB refused the change'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB gave up the change'));
  });
}

async function readAll(name: string): Promise<Map<string, string>> {
  const db = await database();
  const transaction = db.transaction(name, 'readonly');
  const store = transaction.objectStore(name);
  const keys = store.getAllKeys();
  const values = store.getAll();
  await finished(transaction);
  const records = new Map<string, string>();
  keys.result.forEach((key, index) => records.set(String(key), String(values.result[index])));
  return records;
}

/** Every stored game: id → record. */
export function storedGames(): Promise<Map<string, string>> {
  return readAll(GAMES);
}

/** Every stored analysis: "<game>/<budget>" → record. */
export function storedAnalyses(): Promise<Map<string, string>> {
  return readAll(ANALYSES);
}

/** Puts one value in a store; resolves once it is durable as IndexedDB makes it (the transaction has completed). */
async function putDurably(name: string, key: string, value: string): Promise<void> {
  const db = await database();
  const transaction = db.transaction(name, 'readwrite', { durability: 'strict' });
  transaction.objectStore(name).put(value, key);
  await finished(transaction);
}

/** Stores an analysis's record (the key is "<game>/<budget>"). */
export function storeAnalysis(key: string, record: string): Promise<void> {
  return putDurably(ANALYSES, key, record);
}

/** A stored game's record, or undefined when there is none. */
export async function storedGame(id: string): Promise<string | undefined> {
  const db = await database();
  const transaction = db.transaction(GAMES, 'readonly');
  const request = transaction.objectStore(GAMES).get(id);
  await finished(transaction);
  return request.result === undefined ? undefined : String(request.result);
}

/** Another tab stored the game since this one read it: the change is not stored. */
export class StoredMeanwhile extends Error {}

/**
 * Stores games' records (id → record) all at once or none (a rematch changes the finished game and makes the new one);
 * resolves once they are durable as IndexedDB makes them (the transaction has completed). `over` is the record the
 * first game had when the change was made (undefined: none): if the store holds another, nothing is stored
 * (StoredMeanwhile), so that a tab never writes over a change it did not see.
 */
export async function storeGames(changes: ReadonlyArray<readonly [string, string]>, over: string | undefined):
  Promise<void> {
  const db = await database();
  const transaction = db.transaction(GAMES, 'readwrite', { durability: 'strict' });
  const store = transaction.objectStore(GAMES);
  let meanwhile = false;
  const current = store.get(changes[0]![0]);
  current.onsuccess = () => {
    if ((current.result === undefined ? undefined : String(current.result)) !== over) {
      meanwhile = true;
      transaction.abort();
      return;
    }
    for (const [id, record] of changes) store.put(record, id);
  };
  try {
    await finished(transaction);
  } catch (failure) {
    throw meanwhile ? new StoredMeanwhile('the game was stored by another tab meanwhile') : failure;
  }
}

/** Forgets a game, its analyses and this phone's token for its seat. */
export async function forgetGame(id: string): Promise<void> {
  const db = await database();
  const transaction = db.transaction([GAMES, ANALYSES, TOKENS], 'readwrite', { durability: 'strict' });
  transaction.objectStore(GAMES).delete(id);
  transaction.objectStore(ANALYSES).delete(IDBKeyRange.bound(`${id}/`, `${id}/\uffff`));
  transaction.objectStore(TOKENS).delete(id);
  await finished(transaction);
}

/** Every stored seat token: game id → token. */
export function storedTokens(): Promise<Map<string, string>> {
  return readAll(TOKENS);
}

/** Stores the guest's token for a game's seat, durably. */
export function storeToken(id: string, token: string): Promise<void> {
  return putDurably(TOKENS, id, token);
}
