import { toFoundryFormula } from "../../engine/core/dice/formula.ts";
import { interpretFaces } from "../../engine/core/dice/interpret.ts";
import type { DiceRequest } from "../../engine/core/dice/request.ts";
import type { RollResult } from "../../engine/core/dice/result.ts";

/**
 * A Foundry Roll built from an engine dice request (decision 5): the engine decides what to roll, Foundry rolls real
 * die terms (so chat, Dice So Nice and `Roll.fromData` work — the class is registered in `CONFIG.Dice.rolls` and its
 * name survives the build), and the engine interprets the faces. The request itself is kept by whoever owns the
 * procedure (the chat card's data model), so the roll stays an ordinary Foundry roll.
 */
export class FrayRoll extends Roll {
  static fromRequest(request: DiceRequest): FrayRoll {
    return new FrayRoll(toFoundryFormula(request).formula);
  }

  /** Faces of every die term in formula order, as the engine's interpreter reads them. */
  faces(): number[][] {
    return this.dice.map((die) => die.results.map((r) => r.result));
  }

  /** The engine's reading of the rolled faces for the request the roll was built from. */
  interpret(request: DiceRequest): RollResult {
    return interpretFaces(request, this.faces());
  }
}
