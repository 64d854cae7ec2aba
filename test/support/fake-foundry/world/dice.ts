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

interface FulfillmentHost {
  CONFIG: {
    Dice?: {
      fulfillment?: {
        defaultMethod: string;
        methods: Record<string, { handler?: (term: { faces: number }) => number | undefined } | undefined>;
      };
    };
  };
}

/**
 * One die's face as v13 gets it (client/dice/terms/dice.mjs `DiceTerm#_roll`): the handler of the configured
 * fulfillment method first (`CONFIG.Dice.fulfillment.defaultMethod`; a world's per-die configuration is not
 * modelled), and a random face when it gives none (here: the queue, then the seeded generator).
 */
function rollFace(faces: number): number {
  const fulfillment = (globalThis as unknown as FulfillmentHost).CONFIG.Dice?.fulfillment;
  const handler = fulfillment?.methods[fulfillment.defaultMethod]?.handler;
  return handler?.({ faces }) ?? faceSource.next(faces);
}

function rollTerm(term: DieTerm): FakeDie {
  const results: FakeDieResult[] = [];
  for (let i = 0; i < term.count; i++) results.push({ result: rollFace(term.faces) });
  const explode = term.explode;
  if (explode) {
    let extra = 0;
    // Walk the results as they grow: each new roll is checked in turn (recursive x), unless `xo` (initial dice only).
    for (let i = 0; i < results.length && extra < explode.max; i++) {
      if (explode.once && i >= term.count) break;
      if ((results[i]?.result ?? 0) >= explode.on) {
        results.push({ result: rollFace(term.faces) });
        extra++;
      }
    }
  }
  return { faces: term.faces, results };
}

/**
 * A word of a formula that is no die term, modifier, function or data reference: core's Roll parser leaves it a
 * StringTerm (core client/dice/terms/string.mjs: `evaluate` throws "Unresolved StringTerm … requested for evaluation").
 * Flavor text (`[…]`) is no term.
 */
function unresolvedWord(formula: string): string | undefined {
  const words = formula.replace(/\[[^\]]*\]/g, "").match(/(?<![\w@.}])[A-Za-z_]\w*(?![\w(])/g) ?? [];
  return words.find((word) => !/^d\d+/.test(word));
}

/** The signed sum of the formula's top-level number terms (`1d20 + 3[Guard] - 1` → 2); flavor is no term. */
function numericTerms(formula: string): number {
  const terms = formula.replace(/\[[^\]]*\]/g, "").match(/[+-]?\s*[^+\s-][^+-]*/g) ?? [];
  return terms.reduce((sum, term) => {
    const match = /^([+-]?)\s*(\d+)\s*$/.exec(term);
    if (!match) return sum;
    return sum + (match[1] === "-" ? -1 : 1) * Number(match[2]);
  }, 0);
}

/**
 * A term of the fake roll. Die terms are Foundry's `DiceTerm` as far as Fray reads one (`faces`, `results`); the text
 * between them (operators, numbers, a pool's braces and keep) is kept as written, so the formula reads back exactly.
 * Like core's terms, each is evaluated once: `RollTerm#_evaluated`.
 */
export class FakeDiceTerm implements FakeDie {
  results: FakeDieResult[] = [];
  _evaluated = false;
  constructor(
    readonly expression: string,
    private readonly spec: DieTerm,
  ) {}
  get faces(): number {
    return this.spec.faces;
  }
  evaluate(): this {
    this.results = rollTerm(this.spec).results;
    this._evaluated = true;
    return this;
  }
}

export class FakeTextTerm {
  _evaluated = false;
  constructor(readonly expression: string) {}
  evaluate(): this {
    this._evaluated = true;
    return this;
  }
}

export type FakeTerm = FakeDiceTerm | FakeTextTerm;

/** A formula cut into its die terms and the text between them, in order. */
function termsOf(formula: string): FakeTerm[] {
  const terms: FakeTerm[] = [];
  let at = 0;
  for (const match of formula.matchAll(TERM)) {
    if (match.index > at) terms.push(new FakeTextTerm(formula.slice(at, match.index)));
    const [spec] = parseDieTerms(match[0]);
    if (spec) terms.push(new FakeDiceTerm(match[0], spec));
    at = match.index + match[0].length;
  }
  if (at < formula.length) terms.push(new FakeTextTerm(formula.slice(at)));
  return terms;
}

export class FakeRoll {
  readonly options: Record<string, unknown>;
  /** Core's `Roll#terms`: parsed from the formula, and assignable (`Roll.fromTerms` and systems set it). */
  terms: FakeTerm[];
  _evaluated = false;

  constructor(formula: string, _data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    this.terms = termsOf(formula);
    this.options = options;
  }

  /** Core's `Roll#formula` is read from the terms (`Roll.getFormula(this.terms)`), so it follows a change of terms. */
  get formula(): string {
    return this.terms.map((t) => t.expression).join("");
  }

  /** Core's `Roll#dice`: the die terms, in formula order (unevaluated ones before `evaluate`). */
  get dice(): FakeDiceTerm[] {
    return this.terms.filter((t) => t instanceof FakeDiceTerm);
  }

  /**
   * The dice, plus the formula's plain numbers with their signs: core's `Roll#_evaluateTotal` (client/dice/roll.mjs)
   * sums every term, a NumericTerm (`+ 3[Guard]`, or a formula that is a number alone) included.
   */
  get total(): number {
    const dice = this.dice.reduce((sum, d) => sum + d.results.reduce((s, r) => s + r.result, 0), 0);
    return dice + numericTerms(this.formula);
  }

  /**
   * Evaluates the terms not evaluated yet: core's `Roll#_evaluateASTAsync` (client/dice/roll.mjs) evaluates a term
   * only `if ( !node._evaluated )`, so a die term rolled already (set into `terms`) keeps its faces.
   */
  evaluate(_options: { allowInteractive?: boolean } = {}): Promise<this> {
    // Core parses a bare word (`new Roll("undefined")`) as a StringTerm, whose `evaluate` throws this error.
    const word = unresolvedWord(this.formula);
    if (word !== undefined) return Promise.reject(new Error(`Unresolved StringTerm ${word} requested for evaluation`));
    for (const term of this.terms) if (!term._evaluated) term.evaluate();
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
    const stored = (data.dice as FakeDie[] | undefined) ?? [];
    roll._evaluated = data.evaluated === true;
    roll.dice.forEach((die, i) => {
      die.results = stored[i]?.results.map((r) => ({ ...r })) ?? [];
      die._evaluated = roll._evaluated;
    });
    return roll;
  }
}
