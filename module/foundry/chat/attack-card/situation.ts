/**
 * What one attack row was planned with, kept on the row so the GM can plan the very same attack again (queries/
 * card-trust.ts): the roll dialog's modifiers with the canvas' defaults under them, the measured distance and the
 * dialog's free-form bonus. These are the attacker's own declarations — the dialog lets its user toggle any of them — so storing them gives a forger
 * nothing the dialog does not; everything else (the attacker, weapon and target) is read from the documents.
 */
import type { CombatRoom, PlannedAttack, Refusal, RollChoices, SceneSituation } from "../../combat-room.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import type { Outcome, RowSituation } from "./data.ts";
import { storedRollExtra, type RollExtra } from "../../dice/roll-extra.ts";

/** Off the canvas and with every modifier at its default: a card row stored before rows kept their situation. */
export const DEFAULT_SITUATION: RowSituation = { choices: {}, distance: null };

/**
 * The situation the attack flow plans a row with: the scene's defaults, the dialog's choices winning over them, and
 * the dialog's bonus (its normalized text).
 */
export function rowSituation(
  choices: RollChoices,
  scene: SceneSituation | undefined,
  extra: RollExtra | null = null,
): RowSituation {
  return {
    choices: { ...scene?.defaults, ...choices },
    distance: scene?.distance ?? null,
    ...(extra ? { extra: extra.text } : {}),
  };
}

/**
 * A situation read back from stored card data: only boolean choices, a finite distance and a non-blank bonus text are
 * kept (the bonus is parsed again, within its bounds, wherever it is planned with).
 */
export function asRowSituation(value: unknown): RowSituation {
  if (typeof value !== "object" || value === null) return DEFAULT_SITUATION;
  const { choices, distance, extra } = value as { choices?: unknown; distance?: unknown; extra?: unknown };
  const entries = typeof choices === "object" && choices !== null ? Object.entries(choices) : [];
  return {
    choices: Object.fromEntries(entries.filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean")),
    distance: typeof distance === "number" && Number.isFinite(distance) ? distance : null,
    ...(typeof extra === "string" && extra.trim() !== "" ? { extra } : {}),
  };
}

/**
 * Plan a row's attack from its stored situation: the one call both the attack flow (before it rolls) and the GM
 * (before it acts on the card) make, so an honest card always plans again to exactly what it stores. The choices
 * already hold the canvas' defaults, so the scene passed on carries only the distance.
 */
export function planRow(
  room: CombatRoom,
  attack: { readonly attacker: Actor.Implementation; readonly item: Item.Implementation },
  target: Actor.Implementation | undefined,
  situation: RowSituation,
): PlannedAttack | Refusal {
  const scene = situation.distance === null ? undefined : { defaults: {}, reasons: {}, distance: situation.distance };
  const extra = storedRollExtra(situation.extra, room.rollExtra);
  return room.planAttack(attack.attacker, attack.item, target, situation.choices, scene, extra);
}

/** What a row states about its attack besides the roll, as the plan and the roll decide it before any defense. */
export interface PlannedRowFacts {
  readonly against: number;
  readonly fromBehind: boolean;
  readonly outcome: Outcome;
}

/** A declared row's facts (procedure/steps/declare.ts): nothing rolled, so nothing decided yet. */
export function declaredRowFacts(plan: PlannedAttack): PlannedRowFacts {
  return { against: plan.against, fromBehind: plan.fromBehind ?? false, outcome: "pending" };
}

/** The row's facts from its plan and its attack roll: a row with no target stays pending (nobody to hit). */
export function plannedRowFacts(
  room: CombatRoom,
  plan: PlannedAttack,
  attack: RollResult,
  hasTarget: boolean,
): PlannedRowFacts {
  return {
    against: plan.against,
    fromBehind: plan.fromBehind ?? false,
    outcome: !hasTarget ? "pending" : plan.settles ? plan.settles(attack) : room.resolve(attack, undefined),
  };
}
