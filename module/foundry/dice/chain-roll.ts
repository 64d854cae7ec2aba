/**
 * A chained request (engine core/dice/chain.ts: energy's "Advantage and Disadvantage applies every time you would
 * normally roll the die once") rolled in Foundry: no single formula rolls it, since whether a link follows depends on
 * the face it kept. So each link is a real roll of its own (`2d10kh`, shown through Dice So Nice as it is rolled),
 * and the chain as a whole is one `FrayRoll` of the full request — every link a die term, then the modifiers — whose
 * die terms are the links already rolled. Foundry evaluates only the terms not evaluated yet (v13 `Roll` evaluates
 * its AST with `if ( !node._evaluated ) await node.evaluate(options)`), so composing it rolls nothing again: it sums
 * the links' kept faces and the modifiers, and stores, shows and round-trips (`Roll.fromData`) as any other roll.
 */
import { grownChain } from "../../engine/core/dice/chain.ts";
import type { DiceRequest } from "../../engine/core/dice/request.ts";
import { showRoll } from "./dice3d.ts";
import { FrayRoll } from "./fray-roll.ts";
import type { RollVisibility } from "./roll-visibility.ts";

type RolledDie = Roll["dice"][number];

/** One link of the chain, rolled and shown on its own. */
async function rollLink(request: DiceRequest, visibility: RollVisibility): Promise<readonly RolledDie[]> {
  const link = FrayRoll.fromRequest({ label: request.label, groups: request.groups.slice(0, 1), modifiers: [] });
  await link.evaluate();
  await showRoll(link, visibility);
  return link.dice;
}

/** The full request's roll, its die terms the links rolled (in order): only its modifiers are evaluated here. */
async function composed(request: DiceRequest, rolled: readonly RolledDie[]): Promise<FrayRoll> {
  const roll = FrayRoll.fromRequest(request);
  const unrolled = roll.dice;
  roll.terms = roll.terms.map((term) => rolled[unrolled.findIndex((die) => die === term)] ?? term);
  // Every die is rolled already: nothing is left for a manual or interactive fulfillment to answer.
  await roll.evaluate({ allowInteractive: false });
  return roll;
}

/** Rolls the chain link by link until a link stops it; the request with every link rolled, and its roll. */
export async function rollChain(
  request: DiceRequest,
  visibility: RollVisibility,
): Promise<{ readonly request: DiceRequest; readonly roll: FrayRoll }> {
  const rolled: RolledDie[] = [];
  let links = 0;
  let current = request;
  for (;;) {
    for (; links < current.groups.length; links++) rolled.push(...(await rollLink(current, visibility)));
    const roll = await composed(current, rolled);
    const next = grownChain(current, roll.interpret(current));
    if (!next) return { request: current, roll };
    current = next;
  }
}
