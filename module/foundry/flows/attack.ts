/**
 * The attack flow a sheet's Attack button starts: the ruleset's room plans one roll per target with the engine,
 * Foundry rolls each as a real Roll, the engine reads the faces, and the attack card is posted with one row per
 * target. Players roll their own attacks; everything after (defense, damage) is settled by the GM (queries/). A room
 * whose procedure opens with a declaration (procedure/steps/declare.ts) has nothing rolled here: the card is posted
 * with each row's attack to roll, and the GM rolls it on the card when its turn in the procedure comes.
 */
import type { TargetRow } from "../chat/attack-card/data.ts";
import { storeRoll } from "../chat/attack-card/stored-roll.ts";
import {
  declaredRowFacts,
  plannedRowFacts,
  planRow,
  rowSituation,
  type PlannedRowFacts,
} from "../chat/attack-card/situation.ts";
import type { RollDialogAnswer } from "../applications/roll-dialog/state.ts";
import { currentVisibilityMode } from "../version/message-mode.ts";
import {
  isRefusal,
  type CombatRoom,
  type PlannedAttack,
  type RollChoices,
  type SceneSituation,
} from "../combat-room.ts";
import { sceneSituationFor } from "../canvas/situate.ts";
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { combatRoomFor } from "../combat-rooms.ts";
import { I18N_ROOT } from "../constants.ts";
import { FrayRoll } from "../dice/fray-roll.ts";
import { currentRollVisibility } from "../dice/roll-visibility.ts";
import { showRoll } from "../dice/dice3d.ts";
import { onceInFlight } from "./in-flight.ts";
import { rulesetOfType } from "../../engine/meta-registry.ts";
import { attackSpendOf } from "../combat/attack-spend.ts";
import { requestSpend } from "../combat/spend.ts";
import type { SpendRequest } from "../combat/room.ts";
import { notifyRefusal } from "../combat/notify.ts";
import { roomFor } from "../room-lookup.ts";
import { opensWithDeclaration } from "../procedure/steps/declare.ts";
import type { StoredRoll } from "../chat/attack-card/data.ts";
import type { RollVisibility } from "../dice/roll-visibility.ts";

export interface AttackOptions {
  /** Shift-click: skip the roll dialog and roll with the defaults. */
  readonly skipDialog: boolean;
  /** The roll dialog's choices to start from (a sheet button for one attack action); shift-click rolls with them. */
  readonly choices?: RollChoices;
  /**
   * The attack is a reaction a prompt offered (chat/reaction-prompt/): its one target is the prompt's, not the user's
   * targets, and it pays the reaction's spend instead of the attack's action.
   */
  readonly reaction?: AttackReaction;
}

export interface AttackReaction {
  readonly spend: SpendRequest;
  readonly target: { readonly actor: Actor.Implementation; readonly token: TokenDocument.Implementation | undefined };
}

/** One target of the attack: its actor and what the canvas says about it (undefined off the canvas). */
interface AttackTarget {
  readonly actor: Actor.Implementation | undefined;
  readonly scene: SceneSituation | undefined;
}

/**
 * The user's targeted tokens, each read from the scene for the choices the attack opens with (an attack with no target
 * gets one untargeted row).
 */
function attackTargets(
  ruleset: RulesetId,
  room: CombatRoom,
  attack: { readonly actor: Actor.Implementation; readonly item: Item.Implementation },
  choices: RollChoices | undefined,
): AttackTarget[] {
  const targets = [...game.user.targets].flatMap((token) => {
    const actor = token.actor;
    if (!actor) return [];
    return [{ actor, scene: sceneSituationFor(ruleset, room, attack, { actor, token: token.document }, choices) }];
  });
  return targets.length ? targets : [{ actor: undefined, scene: undefined }];
}

/**
 * The roll dialog's choices and bonus for this attack (planned live for every target) and who sees the roll (the
 * user's chat setting to begin with), or null when the user cancels.
 */
async function chooseModifiers(
  actor: Actor.Implementation,
  item: Item.Implementation,
  targets: readonly AttackTarget[],
  room: CombatRoom,
  choices: RollChoices,
): Promise<RollDialogAnswer | null> {
  const noTarget = game.i18n.localize(`${I18N_ROOT}.Attack.noTarget`);
  // The dialog is fetched with the first attack: a world downloads it only once someone rolls (the bundle budget).
  const { chooseRoll } = await import("../applications/roll-dialog/dialog.ts");
  return chooseRoll({
    attackerName: actor.name,
    itemName: item.name,
    mode: currentVisibilityMode(),
    choices,
    ...(room.rollExtra ? { extraKind: room.rollExtra } : {}),
    plan: (choices, extra) =>
      targets.map((target) => ({
        name: target.actor?.name ?? noTarget,
        plan: room.planAttack(actor, item, target.actor, choices, target.scene, extra),
      })),
  });
}

/** The row's attack rolled now (its dice shown) and the facts the roll decides. */
async function rollRow(
  room: CombatRoom,
  plan: PlannedAttack,
  hasTarget: boolean,
  visibility: RollVisibility,
): Promise<{ readonly attack: StoredRoll; readonly facts: PlannedRowFacts }> {
  const roll = FrayRoll.fromRequest(plan.request);
  await roll.evaluate();
  await showRoll(roll, visibility);
  return {
    attack: storeRoll(plan.request, roll),
    facts: plannedRowFacts(room, plan, roll.interpret(plan.request), hasTarget),
  };
}

/**
 * Shift-click (`skipDialog`) rolls with every modifier at its default; Cancel in the dialog rolls nothing. A second
 * call for the same actor and item while the first runs (a double click) joins it: one dialog, one card.
 */
export function rollAttack(actor: Actor.Implementation, itemId: string, options: AttackOptions): Promise<void> {
  return onceInFlight(`attack:${actor.uuid}:${itemId}`, () => attackNow(actor, itemId, options));
}

async function attackNow(actor: Actor.Implementation, itemId: string, options: AttackOptions): Promise<void> {
  const item = actor.items.get(itemId);
  const ruleset = rulesetOfType(actor.type);
  const room = ruleset ? combatRoomFor(ruleset) : undefined;
  if (!item || !ruleset || !room) {
    ui.notifications.warn(`${I18N_ROOT}.Attack.unavailable`, { localize: true });
    return;
  }
  const reaction = options.reaction;
  const opening = options.choices;
  const targets = reaction
    ? [
        {
          actor: reaction.target.actor,
          scene: sceneSituationFor(ruleset, room, { actor, item }, reaction.target, opening),
        },
      ]
    : attackTargets(ruleset, room, { actor, item }, opening);
  const answer: RollDialogAnswer | null = options.skipDialog
    ? { choices: options.choices ?? {}, extra: null, mode: currentVisibilityMode() }
    : await chooseModifiers(actor, item, targets, room, options.choices ?? {});
  if (answer === null) return;
  const { choices, extra } = answer;
  // Refusals (out of reach or range …) are shown with their data, and an attack refused for every target costs nothing.
  // Each row is planned from the situation it stores, as the GM plans it again before acting on the card.
  const planned = targets.map((target) => {
    const situation = rowSituation(choices, target.scene, extra);
    const plan = target.scene?.refusal ?? planRow(room, { attacker: actor, item }, target.actor, situation);
    return { ...target, situation, plan };
  });
  for (const { plan } of planned) if (isRefusal(plan)) notifyRefusal(plan);
  if (planned.every(({ plan }) => isRefusal(plan))) return;
  // In combat the attack costs its action (a prompted reaction: the reaction's cost) and an Off-hand attack's Vigor
  // (`bonus`) or Energy (`energy`): a shortfall is refused before any roll.
  const against = planned.flatMap(({ actor: target, plan }) => (target && !isRefusal(plan) ? [target] : []));
  // A prompted reaction's spend names this attack (its weapon and the prompt's target): the GM pays the reaction only
  // for an attack the prompt offered (chat/reaction-prompt/offered-attack.ts).
  const spend = reaction
    ? { ...reaction.spend, attack: { itemId, targetUuid: reaction.target.actor.uuid } }
    : attackSpendOf(room, { attacker: actor, item }, choices, against);
  // A player's paid attack comes back with the GM's ticket, which the card carries (combat/attack-tickets.ts).
  const paid = await requestSpend(actor, spend, { itemId, targets: against.map((target) => target.uuid) });
  if (!paid.ok) return;
  const rows: TargetRow[] = [];
  // The roll mode chosen in the dialog (else the roller's chat setting) decides who sees the card (a GM's private NPC
  // attack is whispered to the GMs).
  const visibility = currentRollVisibility(answer.mode);
  const declared = opensWithDeclaration(roomFor(ruleset)?.procedure);
  for (const [index, { actor: target, plan, situation }] of planned.entries()) {
    if (isRefusal(plan)) continue;
    const { attack, facts } = declared
      ? { attack: null, facts: declaredRowFacts(plan) }
      : await rollRow(room, plan, target !== undefined, visibility);
    rows.push({
      key: `t${index}`,
      actorUuid: target?.uuid ?? "",
      name: target?.name ?? game.i18n.localize(`${I18N_ROOT}.Attack.noTarget`),
      ...facts,
      hitChance: plan.hitChance,
      situation,
      attack,
      defense: { status: "none", roll: null },
      damage: { status: "none", roll: null, before: null, summary: "" },
    });
  }
  if (!rows.length) return;
  // No core `rolls`: the card stores its rolls, and Dice So Nice was shown each one (dice/dice3d.ts).
  await ChatMessage.create({
    type: "attack",
    speaker: ChatMessage.getSpeaker({ actor }),
    whisper: [...visibility.whisper],
    blind: visibility.blind,
    system: {
      ruleset,
      attacker: { actorUuid: actor.uuid, itemId, name: actor.name, itemName: item.name },
      targets: rows,
      processed: [],
      ticket: paid.ticket ?? "",
    },
  });
}
