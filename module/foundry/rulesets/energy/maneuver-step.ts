/**
 * A Combat Maneuver's outcome as a card step in place of damage ("A Combat Maneuver is a type of melee attack but does
 * not deal damage to the target"). Once the row is settled, the active GM's client takes it by itself (actor `auto`:
 * it offers nobody a choice): on a hit, the target's "Fortitude roll which must be higher than your AV (without the
 * -5)" (a Defending target wins ties; a target that cannot defend makes none and fails it), then the engine's
 * `resolveManeuver` and `applyManeuverOutcome` written to both sides — Trip's Prone, Disarm's weapon unequipped
 * ("the target drops its weapon in its space"), Restrain's Restrained and Restraining, Push's Unguarded and the token
 * moved 1 m straight away (canvas/push.ts), the attacker Unguarded when a Push is resisted. Hit or miss, "If you
 * perform a Combat Maneuver which is not a Swift Attack against a target that is not Exposed, you become Unguarded"
 * (read from the target as it is when the step is taken, decision 74). The row records the step once, so a second
 * taking changes nothing; one chat message says what happened, with the Fortitude roll's total (the roll itself is
 * shown as the card's rolls are).
 */
import {
  MANEUVERS,
  resolveManeuver,
  type ManeuverId,
  type ManeuverOutcome,
} from "../../../engine/rulesets/energy/attack/maneuvers.ts";
import { applyManeuverOutcome } from "../../../engine/rulesets/energy/attack/consequences.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import type { CardRoll } from "../../chat/attack-card/damage-roll.ts";
import { recordChoice } from "../../chat/attack-card/transitions.ts";
import { pushToken, type PushOutcome } from "../../canvas/push.ts";
import { attackTokens } from "../../canvas/attack-tokens.ts";
import { postSummary, type SummaryLine } from "../../combat/chat-summary.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import type { Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { applyConditionChanges } from "../../effects/condition-changes.ts";
import { saveCard } from "../../queries/card-io.ts";
import type { ProcedureStep, StepContext, StepPlan, StepTaking } from "../../procedure/step.ts";
import { againstAv } from "./combat-roll.ts";
import { energyActorView } from "./documents.ts";
import { fortitudePlan } from "./evasion-plan.ts";
import { energyOptions } from "./rule-variants.ts";
import { disarmedWeapon, maneuverChosen, maneuverOpens } from "./situation/maneuver.ts";
import { SWIFT_REACH, strikeChosen } from "./situation/strike.ts";
import { toEnergyActor } from "./sources.ts";

export const MANEUVER_STEP_ID = "maneuver";

const KEY = `${I18N_ROOT}.Energy.Maneuver`;
const NOT_ENERGY: Refusal = { refused: `${I18N_ROOT}.Energy.Refusal.notEnergy` };

/** The row's maneuver, from the situation the GM planned it again from. */
const maneuverOf = (ctx: StepContext): ManeuverId | undefined => maneuverChosen(ctx.row.situation?.choices ?? {});

function closed(ctx: StepContext): string | undefined {
  const { row } = ctx;
  if (maneuverOf(ctx) === undefined) return "stepNotOpen";
  if (row.taken?.some((t) => t.stepId === MANEUVER_STEP_ID)) return "stepSettled";
  // Waits for the attack to be settled (the target's Evasion roll, the GM's ruling), hit or miss.
  return row.outcome === "pending" ? "stepNotOpen" : undefined;
}

interface Taken {
  readonly id: ManeuverId;
  readonly hit: boolean;
  readonly fortitude: RollResult | undefined;
  readonly av: number;
  readonly outcome: ManeuverOutcome;
  readonly opens: boolean;
}

function lines(taken: Taken, names: { attacker: string; target: string }, extra: string[]): SummaryLine[] {
  const data = { ...names, av: String(taken.av), total: String(taken.fortitude?.total ?? 0) };
  const roll = !taken.hit
    ? game.i18n.format(`${KEY}.missed`, data)
    : taken.fortitude
      ? game.i18n.format(`${KEY}.${taken.fortitude.success === true ? "saved" : "failed"}`, data)
      : MANEUVERS[taken.id].fortitudeRoll
        ? game.i18n.format(`${KEY}.cannotResist`, data)
        : "";
  const o = taken.outcome;
  const effects = [
    ...(o.targetProne ? [game.i18n.format(`${KEY}.prone`, data)] : []),
    ...(o.targetRestrained ? [game.i18n.format(`${KEY}.restrained`, data)] : []),
    ...extra,
    ...(taken.opens || o.attackerUnguarded ? [game.i18n.format(`${KEY}.attackerUnguarded`, data)] : []),
  ];
  return [{ name: names.attacker, text: [roll, ...effects].filter((t) => t !== "").join(" ") }];
}

async function apply(ctx: StepTaking, taken: Taken): Promise<void> {
  const { attacker, target } = ctx;
  if (!attacker || !target) return;
  const a = energyActorView(attacker);
  const t = energyActorView(target);
  if (!a || !t) return;
  const before = {
    attacker: toEnergyActor(a.source, a.statuses, a.suppressed),
    target: toEnergyActor(t.source, t.statuses, t.suppressed),
  };
  const round = fightingCombatant(attacker, target)?.parent?.round ?? 0;
  const opening = { attackerUnguarded: taken.opens };
  const after = applyManeuverOutcome(before, taken.outcome, opening, round, energyOptions());
  await applyConditionChanges(target, before.target.conditions, after.target.conditions);
  await applyConditionChanges(attacker, before.attacker.conditions, after.attacker.conditions);
  const names = { attacker: attacker.name, target: target.name };
  const extra: string[] = [];
  const dropped = taken.outcome.targetDisarmed ? disarmedWeapon(t.gear) : undefined;
  if (dropped) {
    // "the target drops its weapon in its space": it is no longer held (the GM may place it on the canvas).
    await target.items.get(dropped.id)?.update({ system: { equipped: false } });
    extra.push(game.i18n.format(`${KEY}.disarmed`, { ...names, weapon: dropped.name }));
  }
  if (taken.outcome.pushed > 0) {
    const tokens = attackTokens(attacker, target);
    const moved: PushOutcome = await pushToken("energy", tokens.attacker, tokens.target, taken.outcome.pushed);
    extra.push(game.i18n.format(`${KEY}.Pushed.${moved}`, { ...names, metres: String(taken.outcome.pushed) }));
  }
  const title = game.i18n.format(`${KEY}.title`, { maneuver: game.i18n.localize(`${KEY}.${taken.id}`) });
  await postSummary(title, lines(taken, names, extra));
}

function plan(ctx: StepTaking): StepPlan | Refusal {
  const { message, card, row, target, requestId } = ctx;
  const id = maneuverOf(ctx);
  if (!id) return { refused: "stepNotOpen" };
  if (!target || !ctx.attacker) return { refused: "unknownTarget" };
  const view = energyActorView(target);
  if (!view) return NOT_ENERGY;
  const hit = row.outcome === "hit";
  // "must be higher than your AV (without the -5)": the row's AV is the one planned with the maneuver's −5.
  const av = row.against + MANEUVERS[id].avPenalty;
  const { setup, plan: fortitude } = fortitudePlan(view);
  const rolls = hit && MANEUVERS[id].fortitudeRoll && setup.rolls;
  const request = rolls ? againstAv(fortitude.request, av, setup.winsTies) : undefined;
  const choices = row.situation?.choices ?? {};
  const strike = strikeChosen(choices);
  const opens = maneuverOpens(
    choices,
    toEnergyActor(view.source, view.statuses, view.suppressed),
    strike === "swift" || strike === SWIFT_REACH,
  );
  return {
    ...(request ? { roll: request } : {}),
    async resolve(roll: CardRoll | undefined) {
      if (request && !roll) return { ok: false, reason: "notHit" };
      const next = recordChoice(card, row.key, requestId, { stepId: MANEUVER_STEP_ID, choice: id });
      if (!next.ok) return { ok: false, reason: next.reason };
      await saveCard(message, next.state);
      const weapon = disarmedWeapon(view.gear)?.data.weight;
      const outcome = resolveManeuver(id, {
        hit,
        av,
        defenderWinsTies: setup.winsTies,
        ...(roll ? { fortitude: roll.result.total } : {}),
        ...(weapon ? { targetWeapon: weapon } : {}),
      });
      await apply(ctx, { id, hit, fortitude: roll?.result, av, outcome, opens });
      return { ok: true };
    },
  };
}

export const MANEUVER_STEP: ProcedureStep = {
  id: MANEUVER_STEP_ID,
  actor: "auto",
  optional: false,
  awaiting: `${KEY}.awaiting`,
  button: { label: `${KEY}.button`, icon: "fa-solid fa-hand-fist" },
  closed,
  plan,
};
