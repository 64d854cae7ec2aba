/**
 * Escaping a restraint as a contest (seed, Restrained): "You may attempt to escape … by using 3 Energy and making a
 * Fortitude roll, Leg Strength Check, or Arm Strength Check, contested by the Arm Strength Check or Fortitude roll of
 * the restrainer (or contested by a DC if there is no restrainer)". The sheet's Escape a Restraint button pays the
 * 3 Energy through the spend relay; once paid, the active GM rolls the contest from the documents (decision 77): each
 * side makes the roll it is best at (the highest expected total of the rolls the seed lets it choose), the restrainer
 * is the one combatant of the encounter holding someone (Restraining), and with none, or several, the DC is the
 * Chance roll's "Unless otherwise specified" 10. An escape must be higher than the restrainer's roll and meet a DC
 * (the engine's `escapes`); it ends the hold on both sides (`releaseHold`). One chat message shows both rolls.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { mean } from "../../../../engine/core/odds/distribution.ts";
import { requestDistribution } from "../../../../engine/core/odds/request.ts";
import { escapes, releaseHold } from "../../../../engine/rulesets/energy/attack/consequences.ts";
import { armStrength, legStrength } from "../../../../engine/rulesets/energy/creature.ts";
import { checkRequest } from "../../../../engine/rulesets/energy/dice/check.ts";
import type { EnergyConditionId } from "../../../../engine/rulesets/energy/conditions.ts";
import { hasCondition } from "../../../../engine/rulesets/energy/economy/status.ts";
import { CHANCE_ROLL_DC } from "../../../../engine/rulesets/energy/tables/d20-outcomes.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { energyActorView, type EnergyActorView } from "../documents.ts";
import { fortitudePlan } from "../evasion-plan.ts";
import { energyOptions } from "../rule-variants.ts";
import { toEnergyActor } from "../sources.ts";

export const ESCAPE_ACTION = "escapeRestraint";
/** "contested by a DC if there is no restrainer": the Chance roll's DC, as the sheet's rolls start at (decision 71). */
export const ESCAPE_DC = CHANCE_ROLL_DC;

const KEY = `${I18N_ROOT}.Energy.Escape`;

type EscapeRoll = "fortitude" | "legStrength" | "armStrength";

function rollOf(view: EnergyActorView, kind: EscapeRoll): DiceRequest | undefined {
  if (kind === "fortitude") {
    const { plan } = fortitudePlan(view);
    return plan.mode === "wholeRoll" ? plan.request : undefined;
  }
  const creature = toEnergyActor(view.source, view.statuses, view.suppressed).creature;
  const bonus = kind === "armStrength" ? armStrength(creature) : legStrength(creature);
  return checkRequest({ label: game.i18n.localize(`${KEY}.${kind}`), bonus }, energyOptions());
}

/** The roll of these a creature is best at: the highest expected total. */
function bestRoll(view: EnergyActorView, kinds: readonly EscapeRoll[]): DiceRequest | undefined {
  const rolls = kinds.flatMap((k) => {
    const request = rollOf(view, k);
    return request ? [{ request, expected: mean(requestDistribution(request)) }] : [];
  });
  return rolls.reduce<(typeof rolls)[number] | undefined>((a, b) => (a && a.expected >= b.expected ? a : b), undefined)
    ?.request;
}

/**
 * Is the condition in force on the actor as the rules read it: its statuses, less any an ability made it ignore this
 * Round (combat/suppress.ts), so a suppressed Restrained or Restraining holds no one.
 */
function inForce(actor: Actor.Implementation, condition: EnergyConditionId): boolean {
  const view = energyActorView(actor);
  return view !== undefined && hasCondition(toEnergyActor(view.source, view.statuses, view.suppressed), condition);
}

const holds = (actor: Actor.Implementation | null): actor is Actor.Implementation =>
  actor !== null && inForce(actor, "restraining");

/** The one creature of the encounter holding someone; undefined when none, or several, do. */
function restrainerOf(combatant: Combatant.Implementation): Actor.Implementation | undefined {
  const holding = (combatant.combat?.combatants.contents ?? [])
    .filter((c) => c.id !== combatant.id)
    .map((c) => c.actor)
    .filter(holds);
  return holding.length === 1 ? holding[0] : undefined;
}

/** GM, before the 3 Energy is paid: only a Restrained creature escapes. */
export function whyCannotEscape(actor: Actor.Implementation): Refusal | undefined {
  return inForce(actor, "restrained") ? undefined : { refused: `${I18N_ROOT}.Energy.Refusal.notRestrained` };
}

async function rolled(request: DiceRequest) {
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  return { roll, total: roll.interpret(request).total };
}

/** GM, once the 3 Energy is paid: the contest rolled and, when it escapes, the hold ended on both sides. */
export async function resolveEscape(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  const view = actor ? energyActorView(actor) : undefined;
  const own = view ? bestRoll(view, ["fortitude", "legStrength", "armStrength"]) : undefined;
  if (!actor || !view || !own) return;
  const restrainer = restrainerOf(combatant);
  const theirView = restrainer ? energyActorView(restrainer) : undefined;
  const theirs = theirView ? bestRoll(theirView, ["armStrength", "fortitude"]) : undefined;
  const escaper = await rolled(own);
  const held = theirs ? await rolled(theirs) : undefined;
  const hold = held ? { contest: held.total } : { dc: ESCAPE_DC };
  const free = escapes(escaper.total, hold);
  const data = {
    name: actor.name,
    total: String(escaper.total),
    against: held ? `${restrainer?.name ?? ""} ${held.total}` : `DC ${ESCAPE_DC}`,
  };
  if (free) {
    const target = toEnergyActor(view.source, view.statuses, view.suppressed);
    // With no restrainer (a DC), only the escaper's side of the hold ends.
    const holder = theirView ? toEnergyActor(theirView.source, theirView.statuses, theirView.suppressed) : target;
    const after = releaseHold({ attacker: holder, target });
    await applyConditionChanges(actor, target.conditions, after.target.conditions);
    if (restrainer && theirView) await applyConditionChanges(restrainer, holder.conditions, after.attacker.conditions);
  }
  const title = game.i18n.format(`${KEY}.title`, { name: actor.name });
  const text = game.i18n.format(`${KEY}.${free ? "escaped" : "held"}`, data);
  await postSummary(title, [{ name: actor.name, text }], held ? [escaper.roll, held.roll] : [escaper.roll]);
}
