/**
 * An Ability that moves its target on a hit (rules page decision 148), as a card step the attacker's owner takes
 * before the damage: "Push 2 m", "Pull 2 m" or "Teleport 5 m", read from the Ability on the attacker's own item (and
 * from a Maneuver added to a weapon attack), never from the request. The active GM's client moves the target's token
 * (combat/push.ts, combat/teleport.ts), checking first that the row takes the step once only, and records what
 * happened on the row: a collision's damage to the moved target is then added to the attack's damage ("You can add the
 * damage that you deal that way to any damage that you might have caused through an Ability or attack that caused the
 * movement in the first place, instead of treating it as a separate damage source"), the occupant's dealt at once.
 * The damage waits for the move (the step is not optional); a miss, or a hit the attacker chose to miss, moves nothing.
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
import { collidedChoice, dealsDamage, FORCED_MOVE_STEP_ID } from "./damage.ts";
import { rowAttackSource } from "./item-source.ts";
import type { ForcedMovement } from "./source.ts";

const CARD = `${I18N_ROOT}.Momentum.Card`;
/** The row's record when the move met no one (or a wall, or no canvas). */
const DONE = "done";

function movementOf(ctx: StepContext): ForcedMovement | undefined {
  return rowAttackSource(ctx)?.forcedMovement;
}

function closed(ctx: StepContext): string | undefined {
  if (takenChoice(ctx.row, FORCED_MOVE_STEP_ID) !== undefined) return "stepSettled";
  return movementOf(ctx) === undefined || ctx.row.outcome !== "hit" ? "stepNotOpen" : undefined;
}

/** GM: the move on the canvas, from the tokens where they stand now. */
async function move(ctx: StepTaking, movement: ForcedMovement): Promise<PushResult> {
  const { attacker, target } = ctx;
  const tokens = attacker && target ? attackTokens(attacker, target) : undefined;
  if (!tokens?.attacker || !tokens.target || !attacker || !target) return { lines: [], rolls: [] };
  const round = fightingCombatant(attacker, target)?.parent?.round ?? 0;
  if (movement.kind === "teleport") return teleportToken(tokens.attacker, tokens.target, movement.metres, round);
  // The moved target's collision damage goes with the hit's, or is dealt at once when the hit deals none (decision 160).
  const source = rowAttackSource(ctx);
  const manner = { toward: movement.kind === "pull", addedToAttack: source !== undefined && dealsDamage(source) };
  return pushToken(tokens.attacker, tokens.target, movement.metres, round, manner);
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
      const result = await move(ctx, movement);
      const record = result.addedDamage === undefined ? DONE : collidedChoice(result.addedDamage);
      const next = recordChoice(card, row.key, requestId, { stepId: FORCED_MOVE_STEP_ID, choice: record });
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
};
