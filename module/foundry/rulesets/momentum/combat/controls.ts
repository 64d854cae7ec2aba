/**
 * The `momentum` combatant controls, the GM's alone:
 * - Surprised, marked before the combat starts: "A creature can be surprised by combat. In such a case, they act at
 *   the end of the first round instead of using their normal initiative" (the order's band in round 1);
 * - Goes first among ties: "If two creatures have the same Initiative, the GM decides who goes first" — the pick
 *   ranks the combatant above everyone it ties with (until the GM picks again; without a pick, the joining order),
 *   and the round under way takes it at once for those still to act;
 * - Union (unions.ts): "Two or more allies can decide to act as a union at the start of a round";
 * - and one for the creature's owner, used from the sheet rather than the tracker: an action the GM plays against
 *   one target (targeted.ts: an Advanced Action's contest, Shake Off, Break Free, Stabilize), its choice naming the
 *   action and the target, or Hide against every enemy (hide.ts), its choice `hide`;
 * - The trigger happened (held-prompt.ts): the GM offers a holder its held action now, on another's turn;
 * - the owner's Skill Check of a Cinematic it paid (cinematic-check.ts), from the sheet, its choice the skill and the
 *   number the GM named.
 */
import { reorder } from "../../../../engine/core/turns/round.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { ControlArgs, ControlSpec } from "../../../combat/room.ts";
import { playStep } from "../../../combat/turn-driver.ts";
import { currentGroups, roundOrder } from "../../../combat/turn-order.ts";
import { initiativeStructureOf } from "../../../combat/turn-structure.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { CINEMATIC_CHECK_CONTROL, runCinematicCheck } from "./cinematic-check.ts";
import { FIRE_HELD_CONTROL, offerHeldAction } from "./held-prompt.ts";
import { HIDE_CHOICE, runHide } from "./hide.ts";
import { momentumCombatantData } from "./state.ts";
import { runTargeted } from "./targeted.ts";
import { joinUnion, UNION_CONTROL } from "./unions.ts";

const KEYS = `${I18N_ROOT}.Momentum.Tracker`;
const REFUSAL = `${I18N_ROOT}.Momentum.Refusal`;

export const SURPRISE_CONTROL: ControlSpec = {
  id: "surprise",
  label: `${KEYS}.surprise`,
  who: "gm",
  takesChoice: false,
};
export const GO_FIRST_CONTROL: ControlSpec = { id: "goFirst", label: `${KEYS}.goFirst`, who: "gm", takesChoice: false };

export const CONTEST_CONTROL: ControlSpec = {
  id: "contest",
  label: `${KEYS}.contest`,
  who: "owner",
  takesChoice: true,
};

export const MOMENTUM_CONTROLS: readonly ControlSpec[] = [
  SURPRISE_CONTROL,
  GO_FIRST_CONTROL,
  UNION_CONTROL,
  CONTEST_CONTROL,
  FIRE_HELD_CONTROL,
  CINEMATIC_CHECK_CONTROL,
];

const UNSUPPORTED: Refusal = { refused: `${I18N_ROOT}.Query.refused.unsupported` };

/** The other combatants with the same Initiative now (a tie the GM may decide). */
export function tiedWith(combatant: Combatant.Implementation): Combatant.Implementation[] {
  const total = combatant.initiative;
  if (total === null) return [];
  return (combatant.combat?.combatants.contents ?? []).filter((c) => c.id !== combatant.id && c.initiative === total);
}

async function toggleSurprise(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const data = momentumCombatantData(combatant);
  if (!data) return UNSUPPORTED;
  if (combatant.combat?.started) return { refused: `${REFUSAL}.surpriseAfterStart` };
  await combatant.update({ system: { surprised: !data.surprised } });
  return undefined;
}

async function goFirst(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const tied = tiedWith(combatant);
  if (!momentumCombatantData(combatant) || tied.length === 0) return { refused: `${REFUSAL}.noTie` };
  const above = Math.max(...tied.map((c) => momentumCombatantData(c)?.tieRank ?? 0));
  await combatant.update({ system: { tieRank: above + 1 } });
  const combat = combatant.combat;
  const structure = combat ? initiativeStructureOf(combat) : undefined;
  if (!combat || !structure || !combat.started) return undefined;
  // Those still to act this round take the new order; who acted, acts or holds keeps that (the engine's `reorder`).
  const order = roundOrder(combat, currentGroups(combat), combat.round);
  const refusal = await playStep(combat, structure, [
    (state) => ({ ok: true, state: reorder(state, order), events: [] }),
  ]);
  return refusal ? { refused: `${I18N_ROOT}.Query.refused.${refusal.code}` } : undefined;
}

export function actMomentum(
  combatant: Combatant.Implementation,
  controlId: string,
  args: ControlArgs,
): Promise<Refusal | undefined> {
  if (controlId === UNION_CONTROL.id) return joinUnion(combatant, args.choice);
  if (controlId === SURPRISE_CONTROL.id) return toggleSurprise(combatant);
  if (controlId === GO_FIRST_CONTROL.id) return goFirst(combatant);
  if (controlId === FIRE_HELD_CONTROL.id) return offerHeldAction(combatant);
  if (controlId === CINEMATIC_CHECK_CONTROL.id) return runCinematicCheck(combatant, args.choice);
  if (controlId === CONTEST_CONTROL.id) {
    return args.choice === HIDE_CHOICE ? runHide(combatant) : runTargeted(combatant, args.choice);
  }
  return Promise.resolve(UNSUPPORTED);
}
