/**
 * Shared builders of the attack-card steps, which every ruleset's room composes with its own dice and its own
 * measure of harm: the attack made through the flow a sheet's Attack button runs (flows/attack.ts, Shift-click:
 * no dialog), then Defend, Apply damage and Undo through the card's own button handler. The Defend step, which a
 * player clicks in play and the GM settles by query, is run as the GM here (its label says so).
 */
import { cardAction, type CardButton } from "../../chat/attack-card/actions.ts";
import { DAMAGE_STEP_ID } from "../../procedure/steps/damage.ts";
import { cardData } from "../../chat/attack-card/card-data.ts";
import type { TargetRow } from "../../chat/attack-card/data.ts";
import { AttackCardModel } from "../../chat/attack-card/model.ts";
import { rollAttack } from "../../flows/attack.ts";
import type { RollChoices } from "../../combat-room.ts";
import type { FaceRule } from "../dice-script.ts";
import { expectEqual, expectThat, need } from "../expect.ts";
import type { Skirmish, SkirmishStep } from "../skirmish.ts";

/** The card's row for the target (the attack had one target). */
export function targetRow(s: Skirmish): TargetRow {
  const card = need(s.card, "the attack card");
  const model = card.system;
  if (!(model instanceof AttackCardModel)) throw new Error(`the attack card has the type "${card.type}"`);
  return need(cardData(model).targets[0], "the card's target row");
}

/** The newest attack card made by `attacker`. */
function newestCardOf(attacker: Actor.Implementation): ChatMessage.Implementation | undefined {
  return [...game.messages.values()]
    .filter((m) => m.system instanceof AttackCardModel && cardData(m.system).attacker.actorUuid === attacker.uuid)
    .at(-1);
}

/** Presses a button of the card's target row as the GM; a refusal fails the step. */
export async function pressCardButton(s: Skirmish, button: Omit<CardButton, "row">): Promise<void> {
  const reply = await cardAction(need(s.card, "the attack card"), { ...button, row: targetRow(s).key });
  if (!reply.ok) throw new Error(`${button.step ?? button.action} was refused: ${reply.reason}`);
}

/**
 * The attacker targets the target's token and attacks with its weapon, the dice showing `faces`. The card's row
 * reads `outcome`: a hit already (`bonus`: beat Guard), or pending until the defense is rolled (`energy`). `choices`:
 * the roll dialog's choices the attack opens with, as a sheet button for one attack action gives them.
 */
export function attackStep(
  labelKey: string,
  faces: FaceRule,
  outcome: TargetRow["outcome"],
  choices?: RollChoices,
): SkirmishStep {
  return {
    id: "attack",
    labelKey,
    async run(s) {
      const { attacker, target } = need(s.actors, "the actors");
      const token = need(canvas.tokens?.get(need(s.tokens, "the tokens").target.id ?? ""), "the target on the canvas");
      token.setTarget(true, { releaseOthers: true });
      const before = newestCardOf(attacker);
      s.dice.set(faces);
      await rollAttack(attacker, need(s.weaponId, "the weapon"), { skipDialog: true, ...(choices ? { choices } : {}) });
      s.dice.set(undefined);
      const card = newestCardOf(attacker);
      expectThat(card !== undefined && card !== before, "an attack card was posted", card?.id ?? null);
      s.card = card;
      const row = targetRow(s);
      expectEqual("the card's target", target.uuid, row.actorUuid);
      expectEqual("the attack's outcome", outcome, row.outcome);
    },
  };
}

/**
 * The target defends (as the GM) through the room's defense step `stepId` (with `choice` where the step offers one),
 * the dice showing `faces`: the defense is rolled and the hit stands.
 */
export function defendStep(labelKey: string, faces: FaceRule, stepId: string, choice?: string): SkirmishStep {
  return {
    id: "defend",
    labelKey,
    async run(s) {
      s.dice.set(faces);
      await pressCardButton(s, { action: "step", step: stepId, choice });
      s.dice.set(undefined);
      const row = targetRow(s);
      expectEqual("the defense's status", "rolled", row.defense.status);
      expectEqual("the outcome after the defense", "hit", row.outcome);
    },
  };
}

/** A ruleset's measure of what damage takes from a creature (`bonus` Durability + Health, `energy` Aura). */
export type Harm = (actor: Actor.Implementation) => number;

const HARM_BEFORE = "harmBefore";

/** Apply damage, the damage dice showing `faces`: the card records it, and the target's measure drops. */
export function applyStep(labelKey: string, harm: Harm, faces: FaceRule): SkirmishStep {
  return {
    id: "apply",
    labelKey,
    async run(s) {
      const { target } = need(s.actors, "the actors");
      const before = harm(target);
      s.notes.set(HARM_BEFORE, before);
      s.dice.set(faces);
      await pressCardButton(s, { action: "step", step: DAMAGE_STEP_ID });
      s.dice.set(undefined);
      expectEqual("the damage's status on the card", "applied", targetRow(s).damage.status);
      const after = harm(target);
      expectThat(after < before, `the target's value dropped from ${String(before)}`, after);
    },
  };
}

/** Undo (GM): the card records it, and the target's measure is back where it was before the damage. */
export function undoStep(labelKey: string, harm: Harm): SkirmishStep {
  return {
    id: "undo",
    labelKey,
    async run(s) {
      const { target } = need(s.actors, "the actors");
      await pressCardButton(s, { action: "undoDamage" });
      expectEqual("the damage's status on the card", "undone", targetRow(s).damage.status);
      expectEqual("the target's value after Undo", s.notes.get(HARM_BEFORE), harm(target));
    },
  };
}
