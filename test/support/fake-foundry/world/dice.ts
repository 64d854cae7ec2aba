/**
 * Foundry's `Roll` as far as Fray's adapter uses it: parse the die terms of a formula (`NdF` with `x`, `xo`,
 * `xN>=M` explode modifiers, inside pools too), evaluate them with Foundry's explode semantics (new results are
 * appended to the term and re-checked), and round-trip through `toJSON`/`fromData`. Faces come from a queue a test
 * fills, or a seeded generator, so every test is deterministic.
 */
export interface FakeDieResult {
  result: number;
}
export interface FakeDie {
  faces: number;
  results: FakeDieResult[];
}

interface DieTerm {
  count: number;
  faces: number;
  explode: { on: number; once: boolean; max: number } | null;
}

const TERM = /(\d+)d(\d+)(xo|x)?(\d+)?(?:>=(\d+))?/g;

export function parseDieTerms(formula: string): DieTerm[] {
  return [...formula.matchAll(TERM)].map((m) => {
    const faces = Number(m[2]);
    const mod = m[3];
    return {
      count: Number(m[1]),
      faces,
      explode: mod
        ? {
            on: m[5] ? Number(m[5]) : faces,
            once: mod === "xo",
            max: m[4] ? Number(m[4]) : Number.POSITIVE_INFINITY,
          }
        : null,
    };
  });
}

/** Where faces come from: queued values first, then a seeded generator. */
export class FaceSource {
  private readonly queue: number[] = [];
  private state = 12345;
  push(...faces: number[]): void {
    this.queue.push(...faces);
  }
  clear(): void {
    this.queue.length = 0;
  }
  next(faces: number): number {
    const queued = this.queue.shift();
    if (queued !== undefined) return queued;
    this.state = (this.state * 1103515245 + 12345) % 2147483648;
    return 1 + (this.state % faces);
  }
}

export const faceSource = new FaceSource();

function rollTerm(term: DieTerm): FakeDie {
  const results: FakeDieResult[] = [];
  for (let i = 0; i < term.count; i++) results.push({ result: faceSource.next(term.faces) });
  const explode = term.explode;
  if (explode) {
    let extra = 0;
    // Walk the results as they grow: each new roll is checked in turn (recursive x), unless `xo` (initial dice only).
    for (let i = 0; i < results.length && extra < explode.max; i++) {
      if (explode.once && i >= term.count) break;
      if ((results[i]?.result ?? 0) >= explode.on) {
        results.push({ result: faceSource.next(term.faces) });
        extra++;
      }
    }
  }
  return { faces: term.faces, results };
}

export class FakeRoll {
  readonly formula: string;
  readonly options: Record<string, unknown>;
  dice: FakeDie[] = [];
  _evaluated = false;

  constructor(formula: string, _data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    this.formula = formula;
    this.options = options;
  }

  get total(): number {
    return this.dice.reduce((sum, d) => sum + d.results.reduce((s, r) => s + r.result, 0), 0);
  }

  evaluate(): Promise<this> {
    this.dice = parseDieTerms(this.formula).map(rollTerm);
    this._evaluated = true;
    return Promise.resolve(this);
  }

  toJSON(): Record<string, unknown> {
    return {
      class: this.constructor.name,
      formula: this.formula,
      options: this.options,
      dice: this.dice.map((d) => ({ faces: d.faces, results: d.results.map((r) => ({ result: r.result })) })),
      evaluated: this._evaluated,
    };
  }

  /** Rebuilds a roll from its JSON as the registered class named in it (Foundry's `Roll.fromData`). */
  static fromData(data: Record<string, unknown>): FakeRoll {
    const classes = (globalThis as unknown as { CONFIG: { Dice: { rolls: (typeof FakeRoll)[] } } }).CONFIG.Dice.rolls;
    const Cls = classes.find((c) => c.name === data.class) ?? FakeRoll;
    const roll = new Cls(String(data.formula), {}, (data.options ?? {}) as Record<string, unknown>);
    roll.dice = (data.dice as FakeDie[] | undefined)?.map((d) => ({ faces: d.faces, results: [...d.results] })) ?? [];
    roll._evaluated = data.evaluated === true;
    return roll;
  }
}
