/**
 * Scripted dice for the skirmish: while a run lasts, Foundry's dice are fulfilled by a Fray method that gives each
 * die the face the current step asks for (a hit, a failed defense), so the run is the same in every world.
 *
 * v13 rolls each die through its fulfillment method: the world's `core.diceConfiguration` for that denomination,
 * else `CONFIG.Dice.fulfillment.defaultMethod`, whose `handler(term)` returns the face (client/dice/terms/dice.mjs
 * `DiceTerm#_roll`); modules add methods to `CONFIG.Dice.fulfillment.methods` the same way. A world that set a
 * denomination to manual entry keeps it: then the GM is asked for that die, and a step may fail on its face.
 */
import type { RunTracker } from "./tracker.ts";

/** The face a die with `faces` sides shows. */
export type FaceRule = (faces: number) => number;

export const SELF_CHECK_DICE_METHOD = "fray-self-check";

interface FulfillmentMethod {
  readonly label: string;
  readonly interactive: boolean;
  readonly handler: (term: { readonly faces: number | null }) => number | undefined;
}

/** What fvtt-types 13.345 leaves out of `CONFIG.Dice` (the v13 fulfillment configuration, typed locally). */
interface Fulfillment {
  defaultMethod: string;
  readonly methods: Record<string, FulfillmentMethod | undefined>;
}

function fulfillment(): Fulfillment {
  return (CONFIG.Dice as unknown as { readonly fulfillment: Fulfillment }).fulfillment;
}

export class DiceScript {
  #rule: FaceRule | undefined;

  /** Installs the scripted method for the run; the tracker takes it away again at cleanup. */
  constructor(tracker: RunTracker) {
    const config = fulfillment();
    const previous = config.defaultMethod;
    config.methods[SELF_CHECK_DICE_METHOD] = {
      label: SELF_CHECK_DICE_METHOD,
      interactive: false,
      // No rule (or a die without faces): undefined lets Foundry roll it at random.
      handler: (term) => (this.#rule && term.faces ? this.#rule(term.faces) : undefined),
    };
    config.defaultMethod = SELF_CHECK_DICE_METHOD;
    tracker.onCleanup(SELF_CHECK_DICE_METHOD, () => {
      config.defaultMethod = previous;
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the method this run registered
      delete config.methods[SELF_CHECK_DICE_METHOD];
      return Promise.resolve();
    });
  }

  /** The faces of every die rolled from now on; undefined: random again. */
  set(rule: FaceRule | undefined): void {
    this.#rule = rule;
  }
}
