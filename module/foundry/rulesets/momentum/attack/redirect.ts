/**
 * A miss that strikes someone else (seed 002), a card step only the GM takes: "all attacks that miss you target the
 * creature in front of you instead, possibly leading it to be hit" (creature cover) and "Any attack that targets you
 * and misses targets the creature you have climbed onto instead" (Climb). On a missed attack row the GM is offered
 * each creature the scene shows may take the miss (canvas/miss-takers.ts); the choice is recorded on the row (so a
 * second redirect is refused) and then posts a follow-up card against that creature, its row the same roll read
 * against the new target's Evasion (the engine's `redirectMiss`: nothing is rolled again, a natural 1 still misses).
 * Damage then goes on from that card as from any other. Not offered on a hit, on a miss the attacker chose ("a chosen
 * miss is not redirected", decision 52), on a resisted Ability (no attack roll to miss with), or off the canvas.
 */
import { computeEvasion } from "../../../../engine/rulesets/momentum/defense/evasion.ts";
import { redirectMiss } from "../../../../engine/rulesets/momentum/defense/redirect.ts";
import { NATURAL_MISS, resolveAttack } from "../../../../engine/rulesets/momentum/dice/attack.ts";
import { naturalRoll } from "../../../../engine/rulesets/momentum/dice/d20.ts";
import type { StoredRoll, TargetRow } from "../../../chat/attack-card/data.ts";
import { readRoll } from "../../../chat/attack-card/stored-roll.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { ProcedureStep, StepContext, StepTaking } from "../../../procedure/step.ts";
import { choiceStep, takenChoice } from "../../../procedure/steps/choice.ts";
import { sceneMissTakers, type MissTaker } from "../canvas/miss-takers.ts";
import { momentumActorView } from "../documents.ts";
import { momentumOptions } from "../rule-variants.ts";
import { toMomentumActor, wornGear } from "../sources.ts";
import { attackSourceOf } from "./item-source.ts";

export const REDIRECT_STEP_ID = "redirectMiss";
const KEY = `${I18N_ROOT}.Momentum.Card`;

/** The step the attacker takes to miss on purpose (procedure.ts): such a miss is not redirected. */
export const CHOOSE_MISS_STEP_ID = "chooseMiss";

function takers(ctx: StepContext): readonly MissTaker[] {
  return ctx.attacker && ctx.target ? sceneMissTakers(ctx.attacker, ctx.target) : [];
}

function closedWhen(ctx: StepContext): string | undefined {
  const { row } = ctx;
  if (row.outcome !== "miss" || takenChoice(row, CHOOSE_MISS_STEP_ID) !== undefined) return "stepNotOpen";
  const read = readRoll(row.attack);
  // A resisted Ability rolls no d20 (its first roll is the DR Power declared); a natural 1 misses whoever it strikes.
  if (!read || read.result.groups.length === 0 || naturalRoll(read.result) === NATURAL_MISS) return "stepNotOpen";
  // Nobody on the scene to take it: the row does not wait on the GM.
  return takers(ctx).length === 0 ? "stepNotOpen" : undefined;
}

/** The row of the follow-up card: the same roll against `evasion`, settled by the engine's `redirectMiss`. */
export function redirectedRow(row: TargetRow, taker: Actor.Implementation, evasion: number): TargetRow | undefined {
  const read = readRoll(row.attack);
  if (!read || !row.attack || !read.request.target) return undefined;
  const outcome = redirectMiss(resolveAttack(read.result, {}, momentumOptions()), evasion, momentumOptions());
  if (!outcome) return undefined;
  const request = { ...read.request, target: { ...read.request.target, value: evasion } };
  const attack: StoredRoll = { request: { ...request }, roll: row.attack.roll };
  return {
    key: "t0",
    actorUuid: taker.uuid,
    name: taker.name,
    against: evasion,
    hitChance: outcome.hit ? 1 : 0,
    // The damage toggles (non-lethal, Holy) go on; the cover was the first target's.
    situation: { choices: { ...row.situation?.choices, halfCover: false }, distance: null },
    attack,
    defense: { status: "none", roll: null },
    outcome: outcome.hit ? "hit" : "miss",
    damage: { status: "none", roll: null, before: null, summary: "" },
  };
}

/** The taker's Evasion against this attack: its own, with no cover (it is the cover, or carries the climber). */
function takerEvasion(ctx: StepTaking, taker: Actor.Implementation): number | undefined {
  const view = momentumActorView(taker);
  const source = ctx.item ? attackSourceOf(ctx.item) : undefined;
  if (!view || !source) return undefined;
  const actor = toMomentumActor(view.source, view.gear, view.statuses);
  const situation = { ranged: source.ranged, cover: "none" } as const;
  return computeEvasion(actor, wornGear(view.gear).evasionBonuses, situation, momentumOptions()).total;
}

async function postRedirect(ctx: StepTaking, taker: Actor.Implementation): Promise<void> {
  const evasion = takerEvasion(ctx, taker);
  const row = evasion === undefined ? undefined : redirectedRow(ctx.row, taker, evasion);
  if (!row || !ctx.attacker) return;
  await ChatMessage.create({
    type: "attack",
    speaker: ChatMessage.getSpeaker({ actor: ctx.attacker }),
    whisper: [...ctx.message.whisper],
    blind: ctx.message.blind,
    system: { ...ctx.card, targets: [row], processed: [] },
  });
}

export const REDIRECT_STEP: ProcedureStep = choiceStep({
  id: REDIRECT_STEP_ID,
  actor: "gm",
  optional: true,
  awaiting: `${KEY}.awaiting.redirectMiss`,
  button: { label: `${KEY}.redirectMiss`, icon: "fa-solid fa-arrows-turn-right" },
  choices: (ctx) =>
    takers(ctx).map((t) => ({ id: t.tokenId, label: { key: `${KEY}.redirectTo`, data: { name: t.actor.name } } })),
  closedWhen,
  effect(ctx, choice) {
    const taker = takers(ctx).find((t) => t.tokenId === choice);
    return taker ? { apply: () => postRedirect(ctx, taker.actor) } : undefined;
  },
});
