// The evaluation graph of a reviewed game: an SVG with a point per position (White's winning chances, 0 to 100 %),
// the inaccuracies, mistakes and blunders marked in their colours, and a line at the position shown. A click goes to
// the nearest move. Drawn from the server's analysis only.
import type { Analysis, Classification } from '../api';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 600;
const HEIGHT = 120;
const PAD = 6;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>):
  SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** The graph of `analysis` over `plies` half-moves, marking ply `current`; `pick` gets the ply clicked. */
export function evalGraph(analysis: Analysis, plies: number, current: number, label: string,
  pick: (ply: number) => void): SVGSVGElement {
  const root = svg('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'eval-graph', role: 'img', 'aria-label': label,
    'data-testid': 'eval-graph' });
  const span = Math.max(1, plies);
  const x = (ply: number) => PAD + (ply / span) * (WIDTH - 2 * PAD);
  const y = (whiteWin: number) => PAD + ((100 - whiteWin) / 100) * (HEIGHT - 2 * PAD);
  root.append(svg('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, class: 'eval-graph-black' }));
  const points = [...analysis.positions].sort((a, b) => a.ply - b.ply);
  if (points.length > 0) {
    const line = points.map(point => `${x(point.ply).toFixed(1)},${y(point.whiteWin).toFixed(1)}`);
    const first = points[0]!;
    const last = points[points.length - 1]!;
    root.append(svg('path', { class: 'eval-graph-white',
      d: `M${x(first.ply).toFixed(1)},${HEIGHT} L${line.join(' L')} L${x(last.ply).toFixed(1)},${HEIGHT} Z` }));
    root.append(svg('polyline', { class: 'eval-graph-line', points: line.join(' ') }));
  }
  root.append(svg('line', { x1: 0, x2: WIDTH, y1: y(50), y2: y(50), class: 'eval-graph-middle' }));
  root.append(svg('line', { x1: x(current), x2: x(current), y1: 0, y2: HEIGHT, class: 'eval-graph-cursor',
    'data-testid': 'eval-graph-cursor', 'data-ply': current }));
  const judged = new Map<number, Classification>(analysis.moves.map(move => [move.ply, move.classification]));
  for (const point of points) {
    if (point.ply === 0) continue;
    const kind = judged.get(point.ply) ?? 'none';
    const error = kind === 'inaccuracy' || kind === 'mistake' || kind === 'blunder';
    const dot = svg('circle', { cx: x(point.ply), cy: y(point.whiteWin), r: error ? 5 : 2.5,
      class: `eval-graph-point ${kind}`, 'data-ply': point.ply });
    root.append(dot);
  }
  root.addEventListener('click', event => {
    const box = root.getBoundingClientRect();
    if (box.width === 0) return;
    const scale = WIDTH / box.width;
    const at = (event.clientX - box.left) * scale;
    const ply = Math.round(((at - PAD) / (WIDTH - 2 * PAD)) * span);
    pick(Math.max(0, Math.min(plies, ply)));
  });
  return root;
}
