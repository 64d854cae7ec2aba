/**
 * `wounds` initiative on the Combat (seed 004): "make a Prc [Reflex/Initiative] check and add 5"; "participants act in
 * descending order of initiative scores. In case of a tie, the order is determined randomly each round"; a surprised
 * creature takes "a penalty to your initiative equal to 5 - your Perception"; the scores move by the engine's shifts
 * (criticals ±2, interrupting −2, Seize Initiative +1d6), never below 0, and the order follows at once (the engine
 * descriptor's `shifts: immediate`, `initiativeFloor: 0`; the shared driver re-sorts, core's Combatant keeps the floor).
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { InitiativeEntry } from "../../../../engine/core/turns/initiative.ts";
import { checkRequest } from "../../../../engine/rulesets/wounds/dice/check.ts";
import { INITIATIVE_BONUS, initiativeRequest } from "../../../../engine/rulesets/wounds/dice/initiative.ts";
import { hasCondition, type WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import {
  applyShifts,
  criticalAttackShifts,
  seizeInitiativeRequest,
  seizeShift,
  type InitiativeScores,
  type InitiativeShift,
} from "../../../../engine/rulesets/wounds/turns/initiative.ts";
import { surprisePenalty } from "../../../../engine/rulesets/wounds/turns/surprise.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsCombatantData, woundsEconomyActor } from "./actor.ts";
import { TIE_KEY_FACES } from "./combatant-model.ts";

const KEY = `${I18N_ROOT}.Wounds.Initiative`;

/** "make a Prc [Reflex/Initiative] check and add 5", less the surprise penalty while Surprised. */
export function woundsInitiativeRequest(actor: WoundsActor | undefined): DiceRequest {
  const options = woundsOptions();
  // A bare token without a `wounds` creature rolls the check with no attribute or skill.
  if (!actor) {
    return checkRequest(
      { label: "Initiative", wild: false, parts: [{ source: "Initiative", value: INITIATIVE_BONUS }] },
      options,
    );
  }
  const penalty = hasCondition(actor, "surprised") ? surprisePenalty(actor.creature.attributes.perception) : 0;
  const modifiers = penalty > 0 ? [{ source: "Surprised", value: -penalty }] : [];
  return initiativeRequest(actor.creature, modifiers, options);
}

export function woundsInitiativeRoll(combatant: Combatant.Implementation): FrayRoll {
  return FrayRoll.fromRequest(woundsInitiativeRequest(woundsEconomyActor(combatant)));
}

/** The engine's entry: the score, then this round's random key ("determined randomly each round"). */
export function woundsInitiativeEntry(combatant: Combatant.Implementation, total: number): InitiativeEntry {
  const key = woundsCombatantData(combatant)?.tieKey;
  return { id: combatant.id ?? "", total, ...(key === undefined ? {} : { tiebreak: [key] }) };
}

/** Each `wounds` combatant's new tie key for the round, one Foundry die apiece (so tests can fix the faces). */
export async function drawTieKeys(combat: Combat.Implementation): Promise<void> {
  const combatants = combat.combatants.contents.filter((c) => woundsCombatantData(c) !== undefined);
  if (combatants.length === 0) return;
  const roll = FrayRoll.fromRequest({
    label: "Ties",
    groups: [{ id: "ties", source: "Random order of ties", count: combatants.length, faces: TIE_KEY_FACES }],
    modifiers: [],
  });
  await roll.evaluate();
  const keys = roll.faces()[0] ?? [];
  for (const [i, combatant] of combatants.entries()) {
    await combatant.update({ system: { tieKey: keys[i] ?? 0 } });
  }
}

/** The rolled scores of the combat, by combatant id. */
export function scoresOf(combat: Combat.Implementation): InitiativeScores {
  return Object.fromEntries(
    combat.combatants.contents.flatMap((c) => (c.id !== null && c.initiative !== null ? [[c.id, c.initiative]] : [])),
  );
}

/** GM only: the engine's shifts written to the combatants' initiative (the order re-sorts at once). */
export async function shiftInitiatives(
  combat: Combat.Implementation,
  shifts: readonly InitiativeShift[],
): Promise<void> {
  const before = scoresOf(combat);
  const after = applyShifts(before, shifts);
  for (const [id, score] of Object.entries(after)) {
    if (score !== before[id]) await combat.combatants.get(id)?.update({ initiative: score });
  }
}

/**
 * "If you roll a critical success on an attack roll, your initiative is increased by 2 and your target's initiative
 * is decreased by 2. If you roll a critical failure on an attack roll, your initiative is decreased by 2."
 */
export function applyCriticalShifts(
  combat: Combat.Implementation,
  attacker: string,
  target: string | undefined,
  critical: "success" | "failure" | undefined,
): Promise<void> {
  return shiftInitiatives(combat, criticalAttackShifts(attacker, target, critical));
}

/** Seize Initiative: "Your initiative increases by 1d6 points." Rolled, written and posted with its die. */
export async function seizeInitiative(combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.combat;
  if (!combat || combatant.id === null) return;
  const request = seizeInitiativeRequest();
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  const rolled = roll.interpret(request).total;
  await shiftInitiatives(combat, [seizeShift(combatant.id, rolled)]);
  const text = game.i18n.format(`${KEY}.seized`, {
    rolled: String(rolled),
    total: String(combat.combatants.get(combatant.id)?.initiative ?? 0),
  });
  await postSummary(game.i18n.localize(`${KEY}.seizeTitle`), [{ name: combatant.name ?? "", text }], [roll]);
}
