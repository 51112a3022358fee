// QR codes for pairing two phones: drawn as SVG (qrcode-generator), and read from the camera (the browser's
// BarcodeDetector where it has one, else jsQR, loaded only when a camera is first used).
import qrcode from 'qrcode-generator';
import { h } from '../dom';

const SVG = 'http://www.w3.org/2000/svg';

/** `text` as a QR code (error correction M), drawn with crisp square modules and a quiet zone of four. */
export function qrSvg(text: string, label: string): SVGSVGElement {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const size = count + 8;
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.classList.add('pair-qr');
  const background = document.createElementNS(SVG, 'rect');
  background.setAttribute('width', String(size));
  background.setAttribute('height', String(size));
  background.setAttribute('fill', '#fff');
  const modules = document.createElementNS(SVG, 'path');
  modules.setAttribute('d', path);
  modules.setAttribute('fill', '#000');
  svg.append(background, modules);
  return svg;
}

/** Why the camera could not be used: refused by the person (or the browser), or there is none. */
export type CameraProblem = 'refused' | 'none' | 'unavailable';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}

/**
 * Reads QR codes from the back camera into a video element; each text found is given to `found` until `stop()`
 * (or until `found` answers true, meaning "that was it"). Rejects with a CameraError when there is no camera to use.
 */
export async function scanQr(found: (text: string) => boolean): Promise<{ element: HTMLElement; stop: () => void }> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unavailable');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    throw new CameraError(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused'
      : name === 'NotFoundError' || name === 'OverconstrainedError' ? 'none' : 'unavailable');
  }
  const video = h('video', { class: 'pair-camera', muted: true, playsinline: true, autoplay: true,
    'data-testid': 'pair-camera' }) as HTMLVideoElement;
  video.muted = true;
  video.srcObject = stream;
  void video.play().catch(() => undefined);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let stopped = false;
  let timer = 0;
  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  const detector = await barcodeDetector();
  const read = detector ? null : (await import('jsqr')).default;
  const look = async () => {
    if (stopped) return;
    // A video moved in the page (its panel drawn again) pauses: it is started again.
    if (video.paused) void video.play().catch(() => undefined);
    if (video.readyState >= 2 && video.videoWidth > 0 && context) {
      let text: string | null = null;
      if (detector) {
        const codes = await detector.detect(video).catch(() => []);
        text = codes[0]?.rawValue ?? null;
      } else if (read) {
        // At most 640 pixels across: enough for a code held at arm's length, and quick on a phone.
        const scale = Math.min(1, 640 / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        text = read(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
      }
      if (text && found(text)) {
        stop();
        return;
      }
    }
    timer = window.setTimeout(() => void look(), 150);
  };
  void look();
  return { element: video, stop };
}

async function barcodeDetector(): Promise<Detector | null> {
  const Detector = (window as unknown as { BarcodeDetector?: { new (options: { formats: string[] }): Detector;
    getSupportedFormats?: () => Promise<string[]> } }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats?.() ?? [];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}
