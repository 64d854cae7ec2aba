/**
 * A ridden mount's declared jump at the turn starts that pay it (decision 253): "Controlling your mount's movement
 * requires spending AP equal to that spent by the mount to move", and a jump declared over turns takes "all AP on each
 * of your subsequent turns until the necessary amount has been spent, at which point the jump takes place". Before a
 * boundary's payments, the GM reads what each mount's declared jump will take now (the engine's `woundsAtBoundary`,
 * `jumpApPaid`) and its rider pays as many (steer.ts `steering`, as at the declaration, decision 244). A rider short of
 * them cannot steer the rest: the jump, which takes place only once paid, is called off before the mount pays this
 * turn (the engine's `cancelActs`: "The action is canceled if you spend AP on anything else"), so the mount keeps this
 * turn's AP and what it paid before is spent. A mount Out of Control is not steered and pays on alone.
 */
import type { BoundaryEvent } from "../../../../engine/core/turns/boundary.ts";
import { woundsAtBoundary } from "../../../../engine/rulesets/wounds/economy/boundary.ts";
import { cancelActs } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import { jumpApPaid } from "../../../../engine/rulesets/wounds/movement/jump.ts";
import { refusalText } from "../../../applications/sheets/actions-section.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import type { SummaryLine } from "../../../combat/chat-summary.ts";
import { isRefusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsEconomyActor, woundsStateOf, writeWoundsState } from "../combat/actor.ts";
import { paySteering, steering } from "./steer.ts";

/** The rider's payment for its mount's jump at `event`, or the jump called off; the chat lines it says. */
async function steerJumpOf(
  mount: Combatant.Implementation,
  event: BoundaryEvent,
  options: WoundsOptions,
): Promise<SummaryLine | undefined> {
  const state = woundsStateOf(mount);
  const actor = woundsEconomyActor(mount);
  if (!state || !actor) return undefined;
  const ap = jumpApPaid(state, woundsAtBoundary(actor, state, event, options).combatant);
  const steered = ap > 0 ? steering(mount, ap) : undefined;
  if (!steered) return undefined;
  const name = mount.name ?? "";
  if (!isRefusal(steered)) return { name, text: await paySteering(mount, steered) };
  await writeWoundsState(mount, cancelActs(state));
  const why = refusalText(foundryLocalizer(), steered);
  return { name, text: game.i18n.format(`${I18N_ROOT}.Wounds.Mounted.jumpCalledOff`, { why }) };
}

/** GM side, before `event`'s payments: every ridden mount's declared jump that takes AP now, steered or called off. */
export async function steerDeclaredJumps(
  combat: Combat.Implementation,
  event: BoundaryEvent,
  options: WoundsOptions,
): Promise<SummaryLine[]> {
  const lines: SummaryLine[] = [];
  for (const combatant of combat.combatants) {
    const line = await steerJumpOf(combatant, event, options);
    if (line) lines.push(line);
  }
  return lines;
}
