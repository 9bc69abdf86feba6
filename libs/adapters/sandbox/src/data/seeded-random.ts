/** FNV-1a, 32 bits: a stable hash of a text. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function hashHex(text: string): string {
  return hash32(text).toString(16).padStart(8, '0');
}

/** Mulberry32 seeded from a text: the same seed always gives the same sequence. */
export class SeededRandom {
  private state: number;

  constructor(seed: string) {
    this.state = hash32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  digits(count: number): string {
    return Array.from({ length: count }, () => String(this.int(0, 9))).join('');
  }

  letters(count: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    return Array.from({ length: count }, () => this.pick([...alphabet])).join('');
  }
}
