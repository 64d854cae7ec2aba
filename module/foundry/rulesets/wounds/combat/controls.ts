/**
 * The `wounds` combatant controls on the tracker row:
 * - Cancel act (owner): "The action is canceled if you spend AP on anything else or you choose to cancel it" (the AP
 *   already spent on it is lost);
 * - Buy movement (owner, 1–4 AP): "You can spend AP to increase your movement pool at any time, but any unspent
 *   movement is lost at the end of the round" (yards from the movement-rate table, doubled by Dash);
 * - Surprised (GM): "If you are surprised, you cannot gain AP until after your first turn and you take a penalty to
 *   your initiative equal to 5 - your Perception. Creatures with a Perception higher than 5 cannot be surprised."
 * - Surprise check (GM, decision 250): "The GM determines who is at risk of being surprised and calls for a check"
 *   (combat/surprise-check.ts, loaded on its first use);
 * - Ignore (GM, one other combatant): "At any time on your turn or as a free reaction when you first become flanked,
 *   you may choose to ignore specific creatures … You can choose to stop ignoring a creature on your turn"
 *   (decision 152);
 * - Trained mount (GM, a ridden mount): the mount is trained for combat, or untrained again (mounted/trained.ts).
 */
import { ignoreCreature, stopIgnoring } from "../../../../engine/rulesets/wounds/combat/ignore.ts";
import { cancelAct } from "../../../../engine/rulesets/wounds/economy/act.ts";
import { actInProgress } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { FULL_MOVEMENT_AP } from "../../../../engine/rulesets/wounds/tables/movement.ts";
import { buyMovement } from "../../../../engine/rulesets/wounds/movement/pool.ts";
import { movementRate } from "../../../../engine/rulesets/wounds/movement/rate.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import type { ControlArgs, ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsEconomyActor, woundsStateOf, writeWoundsState } from "./actor.ts";
import { woundsRefusal } from "./refusal.ts";
import { markSurprised } from "./mark-surprised.ts";
import { actionName } from "./action-name.ts";
import { paySteering, steering } from "../mounted/steer.ts";
import { toggleTrained, TRAINED_MOUNT_CONTROL } from "../mounted/trained.ts";

const KEYS = `${I18N_ROOT}.Wounds.Tracker`;
const REFUSAL = `${I18N_ROOT}.Wounds.Refusal`;

export const CANCEL_ACT_CONTROL: ControlSpec = {
  id: "cancelAct",
  label: `${KEYS}.cancelAct`,
  who: "owner",
  takesChoice: false,
};
export const BUY_MOVEMENT_CONTROL: ControlSpec = {
  id: "buyMovement",
  label: `${KEYS}.buyMovement`,
  who: "owner",
  takesChoice: true,
};
export const SURPRISE_CONTROL: ControlSpec = {
  id: "surprise",
  label: `${KEYS}.surprise`,
  who: "gm",
  takesChoice: false,
};

export const SURPRISE_CHECK_CONTROL: ControlSpec = {
  id: "surpriseCheck",
  label: `${KEYS}.surpriseCheck`,
  who: "gm",
  takesChoice: false,
};

export const IGNORE_CONTROL: ControlSpec = {
  id: "ignoreFlank",
  label: `${KEYS}.ignore`,
  who: "gm",
  takesChoice: true,
};

export const WOUNDS_CONTROLS: readonly ControlSpec[] = [
  CANCEL_ACT_CONTROL,
  BUY_MOVEMENT_CONTROL,
  SURPRISE_CONTROL,
  SURPRISE_CHECK_CONTROL,
  IGNORE_CONTROL,
  TRAINED_MOUNT_CONTROL,
];

/** The AP one purchase may spend: "A full movement costs 4 AP … You may spend fewer than 4 AP". */
export const MOVEMENT_AP_CHOICES: readonly number[] = Array.from({ length: FULL_MOVEMENT_AP }, (_, i) => i + 1);

const NOT_WOUNDS: Refusal = { refused: `${REFUSAL}.notWounds` };
const MALFORMED: Refusal = { refused: `${I18N_ROOT}.Query.refused.malformed` };
const UNSUPPORTED: Refusal = { refused: `${I18N_ROOT}.Query.refused.unsupported` };

async function cancel(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const state = woundsStateOf(combatant);
  if (!state) return NOT_WOUNDS;
  const act = actInProgress(state);
  if (act === undefined) return { refused: `${REFUSAL}.noAct` };
  await writeWoundsState(combatant, cancelAct(state));
  const text = game.i18n.format(`${I18N_ROOT}.Wounds.Act.canceled`, { act: actionName(act) });
  await postSummary(game.i18n.localize(`${I18N_ROOT}.Wounds.Act.title`), [{ name: combatant.name ?? "", text }]);
  return undefined;
}

async function buy(combatant: Combatant.Implementation, choice: string | undefined): Promise<Refusal | undefined> {
  const ap = MOVEMENT_AP_CHOICES.find((n) => String(n) === choice);
  if (ap === undefined) return MALFORMED;
  const state = woundsStateOf(combatant);
  const actor = woundsEconomyActor(combatant);
  if (!state || !actor) return NOT_WOUNDS;
  const bought = buyMovement(state, ap, movementRate(actor.creature));
  if (!bought.ok) return woundsRefusal(bought.reason);
  // A ridden mount's rider pays as much to steer it (mounted/steer.ts, decision 203).
  const steered = steering(combatant, ap);
  if (steered && isRefusal(steered)) return steered;
  await writeWoundsState(combatant, bought.state.combatant);
  const name = combatant.name ?? "";
  const steerLine = steered ? [{ name: steered.rider.name ?? "", text: await paySteering(combatant, steered) }] : [];
  const lines = [
    {
      name,
      text: game.i18n.format(`${I18N_ROOT}.Wounds.Act.moved`, {
        ap: String(ap),
        yards: String(bought.state.yards),
        pool: String(bought.state.combatant.movement),
      }),
    },
  ];
  const canceled = bought.state.canceled;
  if (canceled !== undefined) {
    lines.push({ name, text: game.i18n.format(`${I18N_ROOT}.Wounds.Act.canceled`, { act: actionName(canceled) }) });
  }
  await postSummary(game.i18n.localize(`${I18N_ROOT}.Wounds.Act.title`), [...lines, ...steerLine]);
  return undefined;
}

/**
 * The GM toggles whether `combatant` ignores the combatant `choice` for flanking (decisions 109, 152): ignoring is
 * taken on the creature's own turn or, off it, as the free reaction "when you first become flanked" (the GM's call);
 * stopping only on its own turn, as the engine says.
 */
async function toggleIgnore(
  combatant: Combatant.Implementation,
  choice: string | undefined,
): Promise<Refusal | undefined> {
  const other = choice === undefined ? undefined : combatant.combat?.combatants.get(choice);
  if (!other || other.id === combatant.id || other.id === null) return MALFORMED;
  const state = woundsStateOf(combatant);
  if (!state) return NOT_WOUNDS;
  const ownTurn = combatant.combat?.combatant?.id === combatant.id;
  const toggled = state.ignoring.includes(other.id)
    ? stopIgnoring(state, other.id, ownTurn)
    : ignoreCreature(state, other.id, ownTurn ? "ownTurn" : "firstFlanked");
  if (!toggled.ok) return woundsRefusal(toggled.reason);
  await writeWoundsState(combatant, toggled.state);
  return undefined;
}

/** The surprise check's flow, loaded on its first use (it rolls and posts a card). */
async function rollSurpriseCheck(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  return (await import("./surprise-check.ts")).rollSurpriseCheck(combatant);
}

/** GM only (the relay checked the user): one of the room's controls for `combatant`. */
export function actWounds(
  combatant: Combatant.Implementation,
  controlId: string,
  args: ControlArgs,
): Promise<Refusal | undefined> {
  if (controlId === CANCEL_ACT_CONTROL.id) return cancel(combatant);
  if (controlId === BUY_MOVEMENT_CONTROL.id) return buy(combatant, args.choice);
  if (controlId === SURPRISE_CONTROL.id) return markSurprised(combatant);
  if (controlId === SURPRISE_CHECK_CONTROL.id) return rollSurpriseCheck(combatant);
  if (controlId === IGNORE_CONTROL.id) return toggleIgnore(combatant, args.choice);
  if (controlId === TRAINED_MOUNT_CONTROL.id) return toggleTrained(combatant);
  return Promise.resolve(UNSUPPORTED);
}
