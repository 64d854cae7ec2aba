/**
 * A jump declared over turns from the sheet's Checks section (docs/rules/wounds.md decision 215): "You cannot end a
 * turn mid-jump. If you attempt to jump farther than you have AP available to move, you can declare your intent to jump
 * and spend all your AP until the necessary amount has been spent, at which point the jump takes place." The sheet
 * names the yards (its own stepper; up to the reach the jump's check gave, the player's word as the run-up is,
 * decision 194), asked of the GM as `fray.sheetAct` (`declareJump`, the yards its choice). The GM reads the combatant
 * and the movement rate from the documents, refuses off its turn or out of combat, and declares it through the
 * engine's `declareJump`: all AP now, the rest at the following turn starts (`woundsAtBoundary`), kept with its aim;
 * spending AP on anything else cancels it. When it is paid (at once, or at the turn start that pays the rest) its
 * yards join the movement pool (`jumpTakesPlace`), so the token's move that makes the jump is not paid twice.
 * Riding, the jump is the mount's (decision 244): "While riding a mount, you and your mount share a single turn" and
 * it is the mount that moves, so a rider's declared jump is declared on its mount's combatant — the mount's AP, its
 * movement rate, its pool — and the rider steers it: "Controlling your mount's movement requires spending AP equal to
 * that spent by the mount to move", paid from the rider's AP for what the mount pays now (mounted/steer.ts), or the
 * jump is refused with the rider's shortfall. A rider cannot steer a mount Out of Control into a jump.
 */
import { whyCannotAct } from "../../../../engine/rulesets/wounds/economy/capability.ts";
import { declareJump, jumpTakesPlace } from "../../../../engine/rulesets/wounds/movement/jump.ts";
import { movementRate } from "../../../../engine/rulesets/wounds/movement/rate.ts";
import { NOT_IN_COMBAT } from "../../../applications/sheets/actions-section.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { mountOf } from "../mounted/riding.ts";
import { isOutOfControl, paySteering, steering } from "../mounted/steer.ts";
import { postSummary, type SummaryLine } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";
import { actAim } from "../combat/act-aim.ts";
import { actionName } from "../combat/action-name.ts";
import { woundsEconomyActor, woundsStateOf, writeWoundsState } from "../combat/actor.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { turnContext } from "../combat/spend.ts";
import { JUMP_KEYS } from "./jump-text.ts";
import { steppedValueOf } from "../../../applications/parts/stepper.ts";
import { JUMP_OVER_TURNS_ACT, JUMP_YARDS } from "./jump-over-turns.ts";

const refused = (code: string): Refusal => ({ refused: `${JUMP_KEYS}.refused.${code}` });

async function say(combatant: Combatant.Implementation, lines: readonly string[]): Promise<void> {
  const name = combatant.name ?? "";
  const summary: SummaryLine[] = lines.map((text) => ({ name, text }));
  await postSummary(game.i18n.localize(`${I18N_ROOT}.Wounds.Act.title`), summary);
}

/** GM side: declare the jump `request` names for `actor`, read from the documents as they stand. */
export async function takeWoundsJump(
  actor: Actor.Implementation,
  request: SheetActRequest,
): Promise<Refusal | undefined> {
  const yards = steppedValueOf(JUMP_YARDS, request.choice);
  if (yards === undefined) return refused("yards");
  const asker = fightingCombatant(actor);
  if (!asker) return NOT_IN_COMBAT;
  // A rider's jump is its mount's (decision 244); a rider who lost control cannot steer it into one.
  const mount = mountOf(asker);
  if (mount && isOutOfControl(mount)) return refused("outOfControl");
  const combatant = mount ?? asker;
  const state = woundsStateOf(combatant);
  const own = woundsEconomyActor(combatant);
  const rider = mount ? woundsEconomyActor(asker) : undefined;
  if (!state || !own || !combatant.actor) return NOT_IN_COMBAT;
  // Dead, unconscious or pinned creatures move no more, nor steer.
  const blocked = whyCannotAct(own, "dash") ?? (rider && whyCannotAct(rider, "dash"));
  if (blocked) return woundsRefusal(blocked);
  // "declare your intent to jump and spend all your AP": on the creature's own turn, as an act paid over turns is.
  if (turnContext(combatant).kind !== "own") return refused("offTurn");
  // The aim names the jumper itself, whatever the request said: the yards are all it carries.
  const aim = actAim({ act: JUMP_OVER_TURNS_ACT, targetUuid: combatant.actor.uuid, choice: String(yards) });
  const round = combatant.combat?.round ?? 0;
  const declared = declareJump(state, { yards, rate: movementRate(own.creature), round, aim });
  if (!declared.ok) return woundsRefusal(declared.reason);
  const { combatant: next, ap, completed, canceled } = declared.state;
  // The rider steers what the mount pays now, or nothing is written (a ridden mount's own jump is steered too).
  const steered = steering(combatant, apOf(state) - apOf(next));
  if (steered && isRefusal(steered)) return steered;
  await writeWoundsState(combatant, next);
  const data = { yards: String(yards), ap: String(ap), remaining: String(next.economy.pending?.remaining ?? 0) };
  const lines = [game.i18n.format(`${JUMP_KEYS}.${completed ? "takesPlace" : "declared"}`, data)];
  if (canceled !== undefined) {
    lines.unshift(game.i18n.format(`${I18N_ROOT}.Wounds.Act.canceled`, { act: actionName(canceled) }));
  }
  if (steered) lines.push(await paySteering(combatant, steered));
  await say(combatant, lines);
  return undefined;
}

/** GM side, at the boundary that paid its last AP: "at which point the jump takes place". */
export async function completeWoundsJump(combatant: Combatant.Implementation, request: SheetActRequest): Promise<void> {
  const yards = steppedValueOf(JUMP_YARDS, request.choice);
  const state = woundsStateOf(combatant);
  if (yards === undefined || !state) return;
  const landed = jumpTakesPlace(state, yards);
  await writeWoundsState(combatant, landed);
  const data = { yards: String(yards), pool: String(landed.movement) };
  await say(combatant, [game.i18n.format(`${JUMP_KEYS}.landed`, data)]);
}
