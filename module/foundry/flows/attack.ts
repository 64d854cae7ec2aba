/**
 * The attack flow a sheet's Attack button starts: the ruleset's room plans one roll per target with the engine,
 * Foundry rolls each as a real Roll, the engine reads the faces, and the attack card is posted with one row per
 * target. Players roll their own attacks; everything after (defense, damage) is settled by the GM (queries/).
 */
import type { TargetRow } from "../chat/attack-card/data.ts";
import { storeRoll } from "../chat/attack-card/stored-roll.ts";
import { chooseRollModifiers } from "../applications/roll-dialog/dialog.ts";
import { isRefusal, type CombatRoom, type RollChoices } from "../combat-room.ts";
import { combatRoomFor } from "../combat-rooms.ts";
import { I18N_ROOT } from "../constants.ts";
import { FrayRoll } from "../dice/fray-roll.ts";
import { rulesetOfType } from "../../engine/registry.ts";

export interface AttackOptions {
  /** Shift-click: skip the roll dialog and roll with the defaults. */
  readonly skipDialog: boolean;
}

/** The actors of the user's targeted tokens (an attack with no target gets one untargeted row). */
function targetActors(): (Actor.Implementation | undefined)[] {
  const actors = [...game.user.targets].flatMap((token) => (token.actor ? [token.actor] : []));
  return actors.length ? actors : [undefined];
}

/** The roll dialog's choices for this attack (planned live for every target), or null when the user cancels. */
function chooseModifiers(
  actor: Actor.Implementation,
  item: Item.Implementation,
  targets: readonly (Actor.Implementation | undefined)[],
  room: CombatRoom,
): Promise<RollChoices | null> {
  const noTarget = game.i18n.localize(`${I18N_ROOT}.Attack.noTarget`);
  return chooseRollModifiers({
    attackerName: actor.name,
    itemName: item.name,
    plan: (choices) =>
      targets.map((target) => ({
        name: target?.name ?? noTarget,
        plan: room.planAttack(actor, item, target, choices),
      })),
  });
}

/** Shift-click (`skipDialog`) rolls with every modifier at its default; Cancel in the dialog rolls nothing. */
export async function rollAttack(actor: Actor.Implementation, itemId: string, options: AttackOptions): Promise<void> {
  const item = actor.items.get(itemId);
  const ruleset = rulesetOfType(actor.type);
  const room = ruleset ? combatRoomFor(ruleset) : undefined;
  if (!item || !ruleset || !room) {
    ui.notifications.warn(`${I18N_ROOT}.Attack.unavailable`, { localize: true });
    return;
  }
  const targets = targetActors();
  const choices = options.skipDialog ? {} : await chooseModifiers(actor, item, targets, room);
  if (choices === null) return;
  const rows: TargetRow[] = [];
  const rolls: FrayRoll[] = [];
  for (const [index, target] of targets.entries()) {
    const plan = room.planAttack(actor, item, target, choices);
    if (isRefusal(plan)) {
      ui.notifications.warn(plan.refused, { localize: true });
      continue;
    }
    const roll = FrayRoll.fromRequest(plan.request);
    await roll.evaluate();
    const result = roll.interpret(plan.request);
    rolls.push(roll);
    rows.push({
      key: `t${index}`,
      actorUuid: target?.uuid ?? "",
      name: target?.name ?? game.i18n.localize(`${I18N_ROOT}.Attack.noTarget`),
      against: plan.against,
      hitChance: plan.hitChance,
      attack: storeRoll(plan.request, roll),
      defense: { status: "none", roll: null },
      outcome: target ? room.resolve(result, undefined) : "pending",
      damage: { status: "none", roll: null, before: null, summary: "" },
    });
  }
  if (!rows.length) return;
  await ChatMessage.create({
    type: "attack",
    speaker: ChatMessage.getSpeaker({ actor }),
    rolls,
    system: {
      ruleset,
      attacker: { actorUuid: actor.uuid, itemId, name: actor.name, itemName: item.name },
      targets: rows,
      processed: [],
    },
  });
}
