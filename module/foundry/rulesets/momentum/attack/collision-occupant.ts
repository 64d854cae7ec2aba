/**
 * The occupant a push or pull of the hit moved its target into (decision 166): "On a failure, you deal physical damage
 * – equal to the full distance in meters that the target would have been moved – to both the moving target and
 * whatever is occupying the space." When the hit deals damage, the move step leaves the occupant's share, as the
 * moved target's, to the card's damage step: it is the damage's `others`, so the shared damage step writes it and
 * keeps the occupant's data with the row's Undo snapshot (chat/attack-card/damage-others.ts), and Undo gives it back;
 * the card's damage line names it.
 * Re-derived on the GM's side from the documents: the token the GM recorded on the row, on the target's scene.
 */
import { activeIds } from "../../../../engine/core/conditions/state.ts";
import { applyDamage } from "../../../../engine/rulesets/momentum/damage/apply.ts";
import { collisionHit } from "../../../../engine/rulesets/momentum/damage/movement-damage.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import { attackTokens } from "../../../canvas/attack-tokens.ts";
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import type { DamageToOther } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { takenChoice } from "../../../procedure/steps/choice.ts";
import { creatureOf } from "../combat/push.ts";
import { FORCED_MOVE_STEP_ID } from "./damage.ts";
import { creatureUpdate, dealtStatuses } from "./damage-update.ts";
import { readForcedMove } from "./forced-move-record.ts";

/** The occupant's damage and the card's line naming it ("Carl: 2 damage from the collision"). */
export interface OccupantDamage {
  readonly other: DamageToOther;
  readonly line: string;
}

/** The collision's damage to the occupant the row's move step struck, as the hit's damage to another creature. */
export function collisionOccupantDamage(
  attacker: Actor.Implementation | null | undefined,
  target: Actor.Implementation,
  row: TargetRow | undefined,
  round: number,
  options: MomentumOptions,
): OccupantDamage | undefined {
  const struck = row ? readForcedMove(takenChoice(row, FORCED_MOVE_STEP_ID))?.struck : undefined;
  if (!struck || !attacker) return undefined;
  const actor = attackTokens(attacker, target).target?.parent?.tokens.get(struck.token)?.actor;
  const before = actor ? creatureOf(actor) : undefined;
  if (!actor || !before) return undefined;
  const outcome = applyDamage(before, collisionHit(struck.damage), round, options);
  const amount = String(outcome.temporaryVitalityLost + outcome.vitalityLost);
  return {
    other: { actor, system: creatureUpdate(outcome), statuses: dealtStatuses(activeIds(before.conditions), outcome) },
    line: game.i18n.format(`${I18N_ROOT}.Momentum.Damage.occupant`, { name: actor.name, amount }),
  };
}
