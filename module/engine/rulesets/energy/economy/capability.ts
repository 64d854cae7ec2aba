import type { EnergyRefusal } from "../refusal.ts";
import type { EnergyActionSpec } from "./actions.ts";
import type { EnergyActor } from "./actor.ts";
import { conditionWith } from "./status.ts";

/**
 * What a creature may do, read from the conditions in force. Each answer is a refusal naming the condition, or
 * undefined.
 * - Unconscious (and dead): no actions at all (the seed: "you are Unguarded, and creatures may automatically hit
 *   you"; acting while unconscious needs no rule to forbid it).
 * - Restrained: "You may make no movement or attack actions"; Restraining: "You may not make any attack actions".
 * - Prone: "sprawled out on the ground, which may limit what you are able to do" — Fray: Run, Quick Run, Sprint,
 *   Jump and Stand Up need you off the ground first (Kneel From Prone); Shift and Agile Move are a crawl.
 */
const CRAWLS: readonly string[] = ["kneelFromProne", "shift", "agileMove", "standUp"];

export function whyCannotAct(actor: EnergyActor, spec: EnergyActionSpec): EnergyRefusal | undefined {
  const c = actor.creature;
  if (c.dead) return { code: "dead", message: "The dead take no actions.", condition: "dead" };
  const out = conditionWith(actor, "noActions");
  if (out !== undefined) return { code: "unconscious", message: `Cannot act while ${out}.`, condition: out };
  if (spec.kind === "attack") {
    const held = conditionWith(actor, "noAttacks");
    if (held !== undefined) {
      const code = held === "restraining" ? "restraining" : "restrained";
      return { code, message: `No attack actions while ${held}.`, condition: held };
    }
  }
  if (spec.kind === "movement") {
    const held = conditionWith(actor, "noMovement");
    if (held !== undefined) return { code: "restrained", message: `No movement while ${held}.`, condition: held };
    const down = conditionWith(actor, "sprawled");
    if (down !== undefined && !CRAWLS.includes(spec.id)) {
      return { code: "prone", message: "Kneel From Prone first.", condition: down };
    }
  }
  return undefined;
}

/** Stamina may not be spent while Shaken or Exhausted. */
export function whyNoStamina(actor: EnergyActor): EnergyRefusal | undefined {
  const blocked = conditionWith(actor, "noStamina");
  if (blocked === undefined) return undefined;
  return { code: "noStamina", message: `May not spend Stamina while ${blocked}.`, condition: blocked };
}

/** Agility may not be used while Slowed. */
export function whyNoAgility(actor: EnergyActor): EnergyRefusal | undefined {
  const blocked = conditionWith(actor, "noAgility");
  if (blocked === undefined) return undefined;
  return { code: "slowed", message: `May not use Agility while ${blocked}.`, condition: blocked };
}
