import type { MomentumActor } from "../creature.ts";
import { conditionWith } from "../status.ts";
import type { MomentumRefusal } from "./refusal.ts";

/**
 * What a creature may spend, read from its conditions. "If you cannot use 3AP or 2RP for some reason, like when you
 * are Restrained or Stunned": those statuses (and Downed, Dead) forbid spending AP and RP. Each answer is a refusal
 * naming the condition, or undefined.
 */
export function whyCannotSpendAP(actor: MomentumActor): MomentumRefusal | undefined {
  if (actor.creature.dead) return { code: "dead", message: "The dead take no actions.", condition: "dead" };
  const blocked = conditionWith(actor, "noAP");
  if (blocked) return { code: "cannotAct", message: `Cannot use AP while ${blocked}.`, condition: blocked };
  return undefined;
}

export function whyCannotSpendRP(actor: MomentumActor): MomentumRefusal | undefined {
  if (actor.creature.dead) return { code: "dead", message: "The dead take no reactions.", condition: "dead" };
  const blocked = conditionWith(actor, "noRP");
  if (blocked) return { code: "cannotReact", message: `Cannot use RP while ${blocked}.`, condition: blocked };
  return undefined;
}

export function whyCannotMove(actor: MomentumActor): MomentumRefusal | undefined {
  if (actor.creature.dead) return { code: "dead", message: "The dead do not move.", condition: "dead" };
  const blocked = conditionWith(actor, "immobile");
  if (blocked) return { code: "immobile", message: `Cannot move while ${blocked}.`, condition: blocked };
  return undefined;
}
