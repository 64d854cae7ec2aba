/**
 * Escaping a restraint as a contest (seed, Restrained): "You may attempt to escape … by using 3 Energy and making a
 * Fortitude roll, Leg Strength Check, or Arm Strength Check, contested by the Arm Strength Check or Fortitude roll of
 * the restrainer (or contested by a DC if there is no restrainer)". The sheet's Escape a Restraint button pays the
 * 3 Energy through the spend relay; once paid, the active GM rolls the contest from the documents (decision 77): each
 * side makes the roll it is best at (the highest expected total of the rolls the seed lets it choose), the restrainer
 * is the one combatant of the encounter holding someone (Restraining), and with none, or several, the DC is the
 * Chance roll's "Unless otherwise specified" 10. An escape must be higher than the restrainer's roll and meet a DC
 * (the engine's `escapes`); it ends the hold on both sides (`releaseHold`). The shared opposed card shows the contest
 * (decision 128): the escaper's roll against the restrainer's, or against the restraint's DC, which does not roll;
 * the winner by `escapes` with its reason, and the escaper's exact chance (`escapeProbability`).
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { mean } from "../../../../engine/core/odds/distribution.ts";
import { requestDistribution } from "../../../../engine/core/odds/request.ts";
import { escapes, releaseHold } from "../../../../engine/rulesets/energy/attack/consequences.ts";
import { escapeProbability } from "../../../../engine/rulesets/energy/dice/odds.ts";
import { armStrength, legStrength } from "../../../../engine/rulesets/energy/creature.ts";
import { checkRequest } from "../../../../engine/rulesets/energy/dice/check.ts";
import type { EnergyConditionId } from "../../../../engine/rulesets/energy/conditions.ts";
import { hasCondition } from "../../../../engine/rulesets/energy/economy/status.ts";
import { CHANCE_ROLL_DC } from "../../../../engine/rulesets/energy/tables/d20-outcomes.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postOpposedCard, type DifficultyToPost, type OpposedDecision } from "../../../chat/opposed-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { energyActorView, type EnergyActorView } from "../documents.ts";
import { fortitudePlan } from "../evasion-plan.ts";
import { energyOptions } from "../rule-variants.ts";
import { toEnergyActor } from "../sources.ts";
import { rollContestSide, type RolledSide } from "./contest-side.ts";

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

interface EscapeCheck {
  readonly kind: EscapeRoll;
  readonly request: DiceRequest;
}

/** The roll of these a creature is best at: the highest expected total. */
function bestRoll(view: EnergyActorView, kinds: readonly EscapeRoll[]): EscapeCheck | undefined {
  const rolls = kinds.flatMap((kind) => {
    const request = rollOf(view, kind);
    return request ? [{ kind, request, expected: mean(requestDistribution(request)) }] : [];
  });
  return rolls.reduce<(typeof rolls)[number] | undefined>((a, b) => (a && a.expected >= b.expected ? a : b), undefined);
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

const rollCheck = (actor: Actor.Implementation, check: EscapeCheck): Promise<RolledSide> =>
  rollContestSide(actor, game.i18n.localize(`${KEY}.${check.kind}`), check.request);

/** The restraint itself, when no one creature holds the escaper: its DC, which does not roll. */
const restraintSide = (name: string): DifficultyToPost => ({
  name: game.i18n.localize(`${KEY}.restraint`),
  check: game.i18n.format(`${KEY}.dc`, { dc: String(ESCAPE_DC) }),
  noRoll: game.i18n.format(`${KEY}.noRestrainer`, { name }),
});

/** The room's word on the escape: `escapes`, its reason, and the escaper's chance before the roll. */
function escapeDecision(escaper: RolledSide, held: RolledSide | undefined): OpposedDecision {
  const free = escapes(escaper.total, held ? { contest: held.total } : { dc: ESCAPE_DC });
  const names = {
    total: String(escaper.total),
    theirs: String(held?.total ?? ESCAPE_DC),
    name: held?.actor.name ?? "",
  };
  const reason = held ? (free ? "higher" : "notHigher") : free ? "meetsDc" : "shortOfDc";
  return {
    initiatorWins: free,
    reason: game.i18n.format(`${KEY}.reason.${reason}`, names),
    chance: escapeProbability(escaper.request, held ? { contest: held.request } : { dc: ESCAPE_DC }),
  };
}

interface HoldSide {
  readonly actor: Actor.Implementation;
  readonly view: EnergyActorView;
}

/** An escape ends the hold on both sides (only the escaper's with no restrainer): what it did, in words. */
async function endHold(escaper: HoldSide, restrainer: HoldSide | undefined): Promise<string[]> {
  const target = toEnergyActor(escaper.view.source, escaper.view.statuses, escaper.view.suppressed);
  const holder = restrainer
    ? toEnergyActor(restrainer.view.source, restrainer.view.statuses, restrainer.view.suppressed)
    : target;
  const after = releaseHold({ attacker: holder, target });
  await applyConditionChanges(escaper.actor, target.conditions, after.target.conditions);
  const done = [game.i18n.format(`${KEY}.escaped`, { name: escaper.actor.name })];
  if (!restrainer) return done;
  await applyConditionChanges(restrainer.actor, holder.conditions, after.attacker.conditions);
  return [...done, game.i18n.format(`${KEY}.released`, { name: restrainer.actor.name })];
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
  const escaper = await rollCheck(actor, own);
  const held = restrainer && theirs ? await rollCheck(restrainer, theirs) : undefined;
  const decision = escapeDecision(escaper, held);
  const holding = restrainer && theirView ? { actor: restrainer, view: theirView } : undefined;
  const effects = decision.initiatorWins
    ? await endHold({ actor, view }, holding)
    : [game.i18n.format(`${KEY}.held`, { name: actor.name })];
  await postOpposedCard({
    action: game.i18n.localize(`${KEY}.action`),
    initiator: escaper,
    opponents: [{ ...(held ?? restraintSide(actor.name)), decision }],
    effects,
  });
}
