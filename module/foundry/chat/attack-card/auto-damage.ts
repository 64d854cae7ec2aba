/**
 * What the active GM's client does by itself when an attack card is posted or changes (`createChatMessage` and
 * `updateChatMessage` fire on every client; only the active GM acts, so a player's card reaches the GM without a
 * relay and nothing is done twice):
 * 1. the conditions the attack rolls call for (outcome-conditions.ts), once per row;
 * 2. the open steps the GM's client takes by itself: a step whose actor is `auto`, or one the world's automation
 *    takes (`ProcedureStep.automatic`: auto-apply damage once a hit is settled, settled.ts);
 * 3. auto-roll damage: a row that is a hit gets its damage rolled onto the card (Apply then uses that roll).
 * Each step reloads the card and is guarded by its state, so the hook the GM's own saves fire finds nothing left.
 * The card's author must own the attacker (the server sets the author): that is who asked, instead of a stamp.
 */
import { autoRollDamage } from "../../config/automation.ts";
import { isRefusal } from "../../combat-room.ts";
import { combatRoomFor } from "../../combat-rooms.ts";
import { messageVisibility } from "../../dice/roll-visibility.ts";
import { actorAt } from "../../queries/actor-at.ts";
import { loadRow, saveCard, type LoadedRow } from "../../queries/card-io.ts";
import { isMigrationWrite } from "../../migrations/targets.ts";
import { authorOwns } from "../../queries/card-trust.ts";
import { withCardLock } from "../../queries/lock.ts";
import { cardData } from "./card-data.ts";
import { rollOnCard } from "./damage-roll.ts";
import { AttackCardModel } from "./model.ts";
import { setRowOutcomeConditions } from "./outcome-conditions.ts";
import { openSteps, stepActor } from "../../procedure/open-steps.ts";
import { takeStepAsGm } from "../../procedure/gm-step.ts";
import { stepContext } from "../../procedure/step-query.ts";
import { roomFor } from "../../room-lookup.ts";
import { recordDamageRoll } from "./transitions.ts";

/** Steps one row can take in one pass: conditions, roll, apply. */
const MAX_STEPS = 3;

async function rollAhead({ message, card, row }: LoadedRow, attacker: Actor.Implementation): Promise<boolean> {
  const item = attacker.items.get(card.attacker.itemId);
  const room = combatRoomFor(card.ruleset);
  const request = room && item ? room.planDamage(attacker, item, row) : undefined;
  if (!request || isRefusal(request)) return false;
  const damage = await rollOnCard(request, messageVisibility(message));
  const next = recordDamageRoll(card, row.key, foundry.utils.randomID(16), damage.stored);
  if (next.ok) await saveCard(message, next.state);
  return next.ok;
}

/** The first open step of the row the GM's client takes by itself, if any: taken now; true when it was. */
async function takeAutomaticStep(loaded: LoadedRow): Promise<boolean> {
  const procedure = roomFor(loaded.card.ruleset)?.procedure;
  if (!procedure) return false;
  const ctx = await stepContext(loaded);
  // Only asked whether the step is automatic: taking it draws its own request id (gm-step.ts).
  const taking = { ...ctx, message: loaded.message, requestId: "automatic" };
  for (const step of openSteps(procedure, ctx)) {
    if (stepActor(step, ctx) !== "auto" && !(await step.automatic?.(taking))) continue;
    return (await takeStepAsGm(loaded, { procedure, step })).ok;
  }
  return false;
}

/** One step of one row; true when it changed the card (then the row is looked at again). */
async function step(loaded: LoadedRow, attacker: Actor.Implementation): Promise<boolean> {
  if (await setRowOutcomeConditions(loaded, attacker)) return true;
  if (await takeAutomaticStep(loaded)) return true;
  const { row } = loaded;
  return row.outcome === "hit" && row.damage.status === "none" && autoRollDamage() && rollAhead(loaded, attacker);
}

async function followUpRow(messageId: string, rowKey: string): Promise<void> {
  for (let i = 0; i < MAX_STEPS; i++) {
    const loaded = await loadRow({ messageId, rowKey });
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
