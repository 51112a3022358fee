// Shows a game clock's time: m:ss, h:mm:ss from an hour up, and tenths under ten seconds.

export function formatClock(millis: number): string {
  const clamped = Math.max(0, millis);
  if (clamped < 10_000) {
    const tenths = Math.floor(clamped / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.floor(clamped / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Under how many milliseconds a player's clock warns them once ("quedan menos de 20 segundos"): a tenth of the base
 * time, at least 10 s and at most 30 s (10 s at 1+0, 18 s at 3+2, 30 s from 5+0 up). Zero with no clock.
 */
export function lowTimeThreshold(timeControl: string | null | undefined): number {
  const minutes = Number((timeControl ?? '').split('+')[0]);
  if (!timeControl || !Number.isFinite(minutes) || minutes <= 0) return 0;
  return Math.min(30_000, Math.max(10_000, Math.round(minutes * 60_000 / 10 / 1000) * 1000));
}
