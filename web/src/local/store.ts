// Where the games of this browser are kept: IndexedDB, one record per game (the text the WebAssembly build writes,
// kept as it is). A change is shown only once its record is stored.

const DATABASE = 'escaque';
const GAMES = 'games';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(GAMES)) request.result.createObjectStore(GAMES);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cannot be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
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

/** Every stored game: id → record. */
export async function storedGames(): Promise<Map<string, string>> {
  const db = await database();
  const transaction = db.transaction(GAMES, 'readonly');
  const store = transaction.objectStore(GAMES);
  const keys = store.getAllKeys();
  const values = store.getAll();
  await finished(transaction);
  const games = new Map<string, string>();
  keys.result.forEach((key, index) => games.set(String(key), String(values.result[index])));
  return games;
}

/** Stores a game's record; resolves once it is durable as IndexedDB makes it (the transaction has completed). */
export async function storeGame(id: string, record: string): Promise<void> {
  const db = await database();
  const transaction = db.transaction(GAMES, 'readwrite', { durability: 'strict' });
  transaction.objectStore(GAMES).put(record, id);
  await finished(transaction);
}

export async function forgetGame(id: string): Promise<void> {
  const db = await database();
  const transaction = db.transaction(GAMES, 'readwrite', { durability: 'strict' });
  transaction.objectStore(GAMES).delete(id);
  await finished(transaction);
}
