/**
 * An Ability that moves its target on a hit (rules page decision 148), as a card step the attacker's owner takes
 * before the damage: "Push 2 m", "Pull 2 m" or "Teleport 5 m", read from the Ability on the attacker's own item (and
 * from a Maneuver added to a weapon attack), never from the request. The active GM's client moves the target's token
 * (combat/push.ts, combat/teleport.ts), checking first that the row takes the step once only, and records what
 * happened on the row: a collision's damage to the moved target is then added to the attack's damage ("You can add the
 * damage that you deal that way to any damage that you might have caused through an Ability or attack that caused the
 * movement in the first place, instead of treating it as a separate damage source"), and the occupant's dealt by the
 * same damage step (attack/collision-occupant.ts, decision 166), so the card's Undo gives it back with the hit's.
 * The damage waits for the move (the step is not optional); a miss, or a hit the attacker chose to miss, moves nothing.
 * The card's Undo of the damage puts the moved token back where the row recorded it stood (decision 161).
 */
import { recordChoice } from "../../../chat/attack-card/transitions.ts";
import { attackTokens } from "../../../canvas/attack-tokens.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { saveCard } from "../../../queries/card-io.ts";
import type { ProcedureStep, StepContext, StepTaking } from "../../../procedure/step.ts";
import { takenChoice } from "../../../procedure/steps/choice.ts";
import { pushToken, type PushResult } from "../combat/push.ts";
import { teleportToken } from "../combat/teleport.ts";
import { carryClimbers } from "../combat/climb-carry.ts";
import { moveByRules } from "../combat/rules-move.ts";
import { dealsDamage, FORCED_MOVE_STEP_ID } from "./damage.ts";
import { forcedMoveChoice, readForcedMove, type ForcedMoveRecord } from "./forced-move-record.ts";
import { rowAttackSource } from "./item-source.ts";
import type { ForcedMovement } from "./source.ts";

const CARD = `${I18N_ROOT}.Momentum.Card`;
/** The row's record before anything moved: the gate a replay or a second click meets. */
const DONE = forcedMoveChoice({ collision: 0 });

function movementOf(ctx: StepContext): ForcedMovement | undefined {
  return rowAttackSource(ctx)?.forcedMovement;
}

function closed(ctx: StepContext): string | undefined {
  if (takenChoice(ctx.row, FORCED_MOVE_STEP_ID) !== undefined) return "stepSettled";
  return movementOf(ctx) === undefined || ctx.row.outcome !== "hit" ? "stepNotOpen" : undefined;
}

/** The target's token on the attacker's scene, as the GM finds it now (canvas/attack-tokens.ts). */
function tokensOf(ctx: StepContext) {
  const { attacker, target } = ctx;
  const tokens = attacker && target ? attackTokens(attacker, target) : undefined;
  return tokens?.attacker && tokens.target ? { attacker: tokens.attacker, target: tokens.target } : undefined;
}

/** GM: the move on the canvas, from the tokens where they stand now, and the row's record of it. */
async function move(
  ctx: StepTaking,
  movement: ForcedMovement,
): Promise<{ readonly result: PushResult; readonly record: ForcedMoveRecord }> {
  const tokens = tokensOf(ctx);
  if (!tokens || !ctx.attacker || !ctx.target) return { result: { lines: [], rolls: [] }, record: { collision: 0 } };
  const round = fightingCombatant(ctx.attacker, ctx.target)?.parent?.round ?? 0;
  const moved = tokens.target;
  const from = { x: moved.x, y: moved.y };
  // The moved target's collision damage goes with the hit's, or is dealt at once when the hit deals none (decision 160).
  const source = rowAttackSource(ctx);
  const manner = { toward: movement.kind === "pull", addedToAttack: source !== undefined && dealsDamage(source) };
  const result =
    movement.kind === "teleport"
      ? await teleportToken(tokens.attacker, moved, movement.metres, round)
      : await pushToken(tokens.attacker, moved, movement.metres, round, manner);
  const to = { x: moved.x, y: moved.y };
  const went = to.x !== from.x || to.y !== from.y;
  return {
    result,
    record: {
      collision: result.addedDamage ?? 0,
      ...(result.struck ? { struck: result.struck } : {}),
      ...(went && moved.id ? { moved: { token: moved.id, from, to } } : {}),
    },
  };
}

/**
 * GM, on the card's Undo of the row's damage: the token the move took back to where it stood (decision 161), a move
 * the rules make (no metres, no check to pass an enemy), with the climbers the move carried. Re-derived from the
 * documents: the target's token found again as the move found it, the one the row names, still where the move left
 * it (moved since, by its own move or the GM's drag, it is left where it is).
 */
async function undo(ctx: StepContext): Promise<void> {
  const moved = readForcedMove(takenChoice(ctx.row, FORCED_MOVE_STEP_ID))?.moved;
  const token = tokensOf(ctx)?.target;
  if (!moved || !token || token.id !== moved.token || token.x !== moved.to.x || token.y !== moved.to.y) return;
  await moveByRules(token, moved.from);
  const combatant = ctx.target ? fightingCombatant(ctx.target, ctx.attacker) : undefined;
  if (combatant) await carryClimbers(combatant, token, moved.to);
}

function plan(ctx: StepTaking, choice: string | undefined): ReturnType<ProcedureStep["plan"]> {
  const movement = movementOf(ctx);
  if (!movement) return { refused: "stepNotOpen" } satisfies Refusal;
  if (choice !== movement.kind) return { refused: "unknownChoice" } satisfies Refusal;
  const { card, row, requestId, message } = ctx;
  return {
    async resolve() {
      // Refused before anything moves when the row already took it (a replay, a second click).
      const gate = recordChoice(card, row.key, requestId, { stepId: FORCED_MOVE_STEP_ID, choice: DONE });
      if (!gate.ok) return { ok: false, reason: gate.reason };
      const { result, record } = await move(ctx, movement);
      const choice = forcedMoveChoice(record);
      const next = recordChoice(card, row.key, requestId, { stepId: FORCED_MOVE_STEP_ID, choice });
      if (!next.ok) return { ok: false, reason: next.reason };
      await saveCard(message, next.state);
      const title = game.i18n.format(`${CARD}.forcedMoveTitle`, { name: ctx.item?.name ?? "" });
      await postSummary(title, result.lines, [...result.rolls]);
      return { ok: true };
    },
  };
}

export const FORCED_MOVE_STEP: ProcedureStep = {
  id: FORCED_MOVE_STEP_ID,
  actor: "attacker",
  optional: false,
  awaiting: `${CARD}.awaiting.forcedMove`,
  button: { label: `${CARD}.forcedMove`, icon: "fa-solid fa-arrows-up-down-left-right" },
  choices: (ctx) => {
    const movement = movementOf(ctx);
    if (!movement) return [];
    const data = { metres: movement.metres };
    return [{ id: movement.kind, label: { key: `${CARD}.forcedMoveChoice.${movement.kind}`, data } }];
  },
  closed,
  plan,
  undo,
};
