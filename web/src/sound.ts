// The app's own sounds, synthesized with the Web Audio API (no recorded samples).
import { getSettings } from './settings';

export type Sound = 'move' | 'capture' | 'check' | 'end' | 'illegal' | 'notify' | 'lowTime';

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (!getSettings().sound) return null;
  const Constructor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext })
    .webkitAudioContext;
  if (!Constructor) return null;
  try {
    context ??= new Constructor();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return null;
  }
}

/** A tone of `frequency` Hz starting `delay` seconds from now, shaped by a short attack and exponential decay. */
function tone(ac: AudioContext, frequency: number, delay: number, duration: number, volume: number,
  type: OscillatorType = 'sine', slideTo?: number): void {
  const start = ac.currentTime + delay;
  const oscillator = ac.createOscillator();
  const gain = ac.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, start);
  if (slideTo) oscillator.frequency.exponentialRampToValueAtTime(slideTo, start + duration);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(ac.destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.02);
}

/** A burst of filtered noise: the "knock" of a piece landing. */
function knock(ac: AudioContext, delay: number, duration: number, volume: number, cutoff: number): void {
  const start = ac.currentTime + delay;
  const length = Math.ceil(ac.sampleRate * duration);
  const buffer = ac.createBuffer(1, length, ac.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / length, 3);
  const source = ac.createBufferSource();
  source.buffer = buffer;
  const filter = ac.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = cutoff;
  const gain = ac.createGain();
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(ac.destination);
  source.start(start);
}

export function play(sound: Sound): void {
  const ac = audio();
  if (!ac) return;
  switch (sound) {
    case 'move':
      knock(ac, 0, 0.06, 0.6, 1800);
      tone(ac, 320, 0, 0.07, 0.15, 'sine', 180);
      break;
    case 'capture':
      knock(ac, 0, 0.05, 0.7, 2600);
      knock(ac, 0.06, 0.08, 0.6, 1200);
      tone(ac, 240, 0.05, 0.1, 0.18, 'triangle', 120);
      break;
    case 'check':
      tone(ac, 660, 0, 0.12, 0.12, 'triangle');
      tone(ac, 880, 0.1, 0.16, 0.12, 'triangle');
      break;
    case 'end':
      tone(ac, 523.25, 0, 0.35, 0.12, 'sine');
      tone(ac, 659.25, 0.12, 0.35, 0.12, 'sine');
      tone(ac, 783.99, 0.24, 0.5, 0.12, 'sine');
      break;
    case 'illegal':
      tone(ac, 150, 0, 0.14, 0.08, 'square', 110);
      break;
    case 'notify':
      tone(ac, 880, 0, 0.1, 0.1, 'sine');
      break;
    case 'lowTime':
      // Two quick ticks, a clock's: lower and drier than a notice.
      tone(ac, 1040, 0, 0.05, 0.12, 'square');
      tone(ac, 1040, 0.16, 0.05, 0.12, 'square');
      break;
  }
}
