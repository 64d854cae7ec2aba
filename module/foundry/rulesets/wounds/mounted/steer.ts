/**
 * "Controlling your mount's movement requires spending AP equal to that spent by the mount to move" (seed 004;
 * docs/rules/wounds.md decision 203): when a ridden mount buys movement (the tracker's Buy movement), its rider pays
 * the same AP from its own pool (the engine's `controlAp`, `spendAp`: an act the rider was paying for is cancelled,
 * as any spend cancels it), or the purchase is refused with the rider's shortfall. A mount Out of Control is not
 * steered: it moves on its own and its rider pays nothing. The GM's mark "trained for combat" is on the mount's
 * combatant; it changes nothing here (a trained mount is steered too).
 */
import { spendAp } from "../../../../engine/rulesets/wounds/economy/spend.ts";
import type { WoundsCombatantState } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { controlAp } from "../../../../engine/rulesets/wounds/special/mounted.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsStateOf, writeWoundsState } from "../combat/actor.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { riderOf } from "./riding.ts";

/** The status of a mount its rider lost control of (engine catalog `outOfControl`). */
export const OUT_OF_CONTROL = "outOfControl";

/** Is `mount` Out of Control (its actor's status)? */
export function isOutOfControl(mount: Combatant.Implementation): boolean {
  return mount.actor?.statuses.has(OUT_OF_CONTROL) ?? false;
}

/** What steering costs the rider: its combatant, its state once paid, and the AP; none when nobody steers. */
export interface Steering {
  readonly rider: Combatant.Implementation;
  readonly state: WoundsCombatantState;
  readonly ap: number;
}

/** The rider's payment for `mount` spending `ap` on movement, or why it cannot pay; undefined: nobody steers. */
export function steering(mount: Combatant.Implementation, ap: number): Steering | Refusal | undefined {
  const rider = riderOf(mount);
  const state = rider ? woundsStateOf(rider) : undefined;
  const cost = controlAp(ap, !isOutOfControl(mount));
  if (!rider || !state || cost === 0) return undefined;
  const paid = spendAp(state, cost);
  if (!paid.ok) return woundsRefusal(paid.reason);
  return { rider, state: paid.state.combatant, ap: cost };
}

/** Writes the rider's payment; its chat line. */
export async function paySteering(mount: Combatant.Implementation, paid: Steering): Promise<string> {
  await writeWoundsState(paid.rider, paid.state);
  return game.i18n.format(`${I18N_ROOT}.Wounds.Mounted.controlAp`, {
    name: paid.rider.name ?? "",
    mount: mount.name ?? "",
    ap: String(paid.ap),
  });
}
