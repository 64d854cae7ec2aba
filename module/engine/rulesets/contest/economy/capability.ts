import type { ContestActor } from "../creature.ts";
import type { ContestRefusal } from "../refusal.ts";
import { conditionWith } from "../status.ts";

/** What a creature can do, read from the conditions in force: a refusal naming the condition, or undefined. */

export function whyCannotAct(actor: ContestActor): ContestRefusal | undefined {
  const blocked = conditionWith(actor, "noActions");
  return blocked ? { code: "cannotAct", message: `No actions while ${blocked}.`, condition: blocked } : undefined;
}

export function whyCannotReact(actor: ContestActor): ContestRefusal | undefined {
  const blocked = conditionWith(actor, "noReactions");
  return blocked ? { code: "cannotReact", message: `No reactions while ${blocked}.`, condition: blocked } : undefined;
}

/** Grappled: "prohibiting them from moving"; an incapacitated creature does not move either. */
export function whyCannotMove(actor: ContestActor): ContestRefusal | undefined {
  const acting = whyCannotAct(actor);
  if (acting) return acting;
  const held = conditionWith(actor, "cannotMove");
  return held ? { code: "cannotMove", message: `Cannot move while ${held}.`, condition: held } : undefined;
}
