/**
 * The engine's random source. Tests and simulations need runs that repeat exactly from a seed, and the odds
 * Monte Carlo checks need millions of draws per second, so this is a small, fast, seeded generator (sfc32, seeded
 * through splitmix32) rather than `Math.random`. It is not cryptographic and never needs to be.
 */

export interface Rng {
  /** A uniform float in [0, 1). */
  next(): number;
  /** A uniform integer in 1..faces. */
  die(faces: number): number;
}

const TWO_POW_32 = 4294967296;

/** splitmix32: spreads a (possibly small or sequential) seed into well-mixed state words. */
function splitmix32(state: { s: number }): number {
  state.s = (state.s + 0x9e3779b9) | 0;
  let z = state.s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, public domain), 32-bit words. */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // Seeds are taken modulo 2^32; non-integer seeds keep their integer part so 1 and 1.0 agree.
    const state = { s: Math.trunc(seed) >>> 0 };
    this.a = splitmix32(state);
    this.b = splitmix32(state);
    this.c = splitmix32(state);
    this.d = splitmix32(state);
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** The next raw 32-bit output, as an unsigned integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.u32() / TWO_POW_32;
  }

  die(faces: number): number {
    // floor(u * faces / 2^32) is exact in doubles for any realistic face count; bias is below faces / 2^32.
    return 1 + Math.floor((this.u32() * faces) / TWO_POW_32);
  }
}

/** A deterministic generator: the same seed always yields the same sequence. */
export function createRng(seed: number): Rng {
  return new Sfc32(seed);
}
