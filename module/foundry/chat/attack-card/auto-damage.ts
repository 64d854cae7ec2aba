/**
 * What the active GM's client does by itself when an attack card is posted or changes (`createChatMessage` and
 * `updateChatMessage` fire on every client; only the active GM acts, so a player's card reaches the GM without a
 * relay and nothing is done twice):
 * 1. the conditions the attack rolls call for (outcome-conditions.ts), once per row;
 * 2. auto-roll damage: a row that is a hit gets its damage rolled onto the card (Apply then uses that roll);
 * 3. auto-apply damage: a hit that is settled (settled.ts) is applied.
 * Each step reloads the card and is guarded by its state, so the hook the GM's own saves fire finds nothing left.
 * The card's author must own the attacker (the server sets the author): that is who asked, instead of a stamp.
 */
import { autoApplyDamage, autoRollDamage } from "../../config/automation.ts";
import { isRefusal } from "../../combat-room.ts";
import { combatRoomFor } from "../../combat-rooms.ts";
import { messageVisibility } from "../../dice/roll-visibility.ts";
import { applyDamageAsGm } from "../../queries/apply-damage.ts";
import { actorAt } from "../../queries/actor-at.ts";
import { loadRow, saveCard, type LoadedRow } from "../../queries/card-io.ts";
import { isMigrationWrite } from "../../migrations/targets.ts";
import { authorOwns } from "../../queries/card-trust.ts";
import { withCardLock } from "../../queries/lock.ts";
import { cardData } from "./card-data.ts";
import { rollDamage } from "./damage-roll.ts";
import { AttackCardModel } from "./model.ts";
import { setRowOutcomeConditions } from "./outcome-conditions.ts";
import { isSettledHit } from "./settled.ts";
import { recordDamageRoll } from "./transitions.ts";

/** Steps one row can take in one pass: conditions, roll, apply. */
const MAX_STEPS = 3;

async function rollAhead({ message, card, row }: LoadedRow, attacker: Actor.Implementation): Promise<boolean> {
  const item = attacker.items.get(card.attacker.itemId);
  const room = combatRoomFor(card.ruleset);
  const request = room && item ? room.planDamage(attacker, item) : undefined;
  if (!request || isRefusal(request)) return false;
  const damage = await rollDamage(request, messageVisibility(message));
  const next = recordDamageRoll(card, row.key, foundry.utils.randomID(16), damage.stored);
  if (next.ok) await saveCard(message, next.state);
  return next.ok;
}

/** One step of one row; true when it changed the card (then the row is looked at again). */
async function step(loaded: LoadedRow, attacker: Actor.Implementation): Promise<boolean> {
  if (await setRowOutcomeConditions(loaded, attacker)) return true;
  const { row } = loaded;
  if (row.outcome !== "hit") return false;
  const open = row.damage.status === "none" || row.damage.status === "rolled";
  if (open && autoApplyDamage() && (await isSettledHit(loaded))) return (await applyDamageAsGm(loaded, attacker)).ok;
  return row.damage.status === "none" && autoRollDamage() && rollAhead(loaded, attacker);
}

async function followUpRow(messageId: string, rowKey: string): Promise<void> {
  for (let i = 0; i < MAX_STEPS; i++) {
    const loaded = await loadRow({ messageId, rowKey, requestId: "followUp" });
    if (typeof loaded === "string") return;
    const attacker = await actorAt(loaded.card.attacker.actorUuid);
    if (!attacker || !authorOwns(loaded.message, attacker)) return;
    if (!(await step(loaded, attacker))) return;
  }
}

/** The GM's follow-up of one card, row by row, under the card's lock (queued behind any Defend or Apply). */
export function followUpCard(message: ChatMessage.Implementation): Promise<void> {
  const id = message.id;
  if (!id || !(message.system instanceof AttackCardModel) || game.users.activeGM?.isSelf !== true) {
    return Promise.resolve();
  }
  const keys = cardData(message.system).targets.map((row) => row.key);
  return withCardLock(id, async () => {
    for (const key of keys) await followUpRow(id, key);
  });
}

export function registerCardFollowUp(): void {
  Hooks.on("createChatMessage", (message) => {
    void followUpCard(message);
  });
  Hooks.on("updateChatMessage", (message, _changed, options) => {
    // A migration rewriting an old card is not a play: replaying its follow-up would act on history.
    if (isMigrationWrite(options)) return;
    void followUpCard(message);
  });
}
