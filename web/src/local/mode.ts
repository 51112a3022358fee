// Which game driver the page uses: the Escaque host's API (HTTP and WebSocket), or, when the page was not served by
// an Escaque host (a static host, or the installed app with no computer around), the games of this browser, played
// by core and engine in WebAssembly (games.ts). Decided once at start: an origin that has answered as an Escaque host
// stays one (a host that is down shows as down, not as an empty local app).

const HOSTED_KEY = 'escaque.hosted';
let local = false;

/** Whether games are played in this browser, with no Escaque host. */
export function isLocal(): boolean {
  return local;
}

function rememberedHost(): boolean {
  try {
    return localStorage.getItem(HOSTED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Asks the origin whether it is an Escaque host (GET /api answers its JSON); call once before the first page. */
export async function detectMode(): Promise<void> {
  try {
    const response = await fetch('/api', { headers: { Accept: 'application/json' }, cache: 'no-store' });
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && type.includes('application/json')) {
      try {
        localStorage.setItem(HOSTED_KEY, '1');
      } catch {
        // Private browsing: the answer above decides this visit.
      }
      local = false;
      return;
    }
    local = !rememberedHost();
  } catch {
    local = !rememberedHost();
  }
}
