/**
 * Interpose on the card (README section 4, `wounds` step 3). Seed 004: "Reaction: Interpose. Trigger A creature you can
 * see makes an attack against you while you are grappling. You attempt to force the attack to target another creature
 * you are grappling instead. Select a target you are grappling and make a Power or Agility check against the higher of
 * your opponent's Power and Agility defenses. If the target is not pinned, you have a -2 penalty on this check. If you
 * succeed, your target becomes the target of the attack. The attack is resolved as if the target were in your space."
 *
 * Offered to the row's target while the attack is declared and not yet rolled, when it is Grappling, sees the attacker
 * (not every sight line blocked) and its token stands beside another Grappling creature's (a grapple is made "against
 * an adjacent target": 1 yard, decision 89): one choice per such creature and check (Power or Agility) with the check's chance. The
 * GM pays the reaction (2 AP, one reaction per card row, none at initiative 0), rolls the engine's `interposeRequest`
 * against that creature's defenses and, on a success, makes it the row's target; the row keeps the situation it was
 * declared with ("as if the target were in your space"). It comes before the Defend choice, so the Defense is chosen
 * by whoever the attack meets (docs/rules/wounds.md decisions 105–106).
 */
import { coverFromFraction } from "../../../../engine/rulesets/wounds/combat/cover.ts";
import { interposeRequest } from "../../../../engine/rulesets/wounds/actions/grapple.ts";
import { checkChance } from "../../../../engine/rulesets/wounds/dice/odds.ts";
import { readPair } from "../../../canvas/situate.ts";
import { cardData } from "../../../chat/attack-card/card-data.ts";
import { AttackCardModel } from "../../../chat/attack-card/model.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { ChoiceEffect } from "../../../procedure/steps/choice.ts";
import type { StepChoice, StepContext, StepTaking } from "../../../procedure/step.ts";
import { saveCard } from "../../../queries/card-io.ts";
import type { Refusal } from "../../../combat-room.ts";
import { deriveWounds } from "../derive.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsActor } from "../sources.ts";
import { percent } from "./odds.ts";
import { ATTACK_KEY } from "./plan.ts";

export const INTERPOSE_STEP_ID = "interpose";
const CHECKS = ["power", "agility"] as const;
type InterposeCheck = (typeof CHECKS)[number];
/** "1 yard": the space beside yours, where a grapple is made. */
const GRAPPLE_DISTANCE = 1;
const CHOICE = /^(power|agility)_([A-Za-z0-9]{1,48})$/;
const NOT_OFFERED: Refusal = { refused: `${ATTACK_KEY}.interposeNotOffered` };

/** A creature the row's target could force into the attack's way: its token beside the target's. */
interface Shield {
  readonly token: TokenDocument.Implementation;
  readonly actor: Actor.Implementation;
}

const grappling = (actor: Actor.Implementation): boolean => actor.statuses.has("grappling");

/**
 * The Grappling creatures whose tokens stand beside the row's target's on its scene, when it is Grappling and sees
 * the attacker (the combat's tokens stand for both).
 */
function shieldsOf({ row, attacker, target }: StepContext): Shield[] {
  if (row.attack !== null || !attacker || !target || !grappling(target)) return [];
  const combat = fightingCombatant(target, attacker)?.combat;
  const token = combat?.combatants.find((c) => c.actor?.id === target.id)?.token;
  if (!combat || !token?.parent) return [];
  const attackerToken = combat.combatants.find((c) => c.actor?.id === attacker.id)?.token;
  const sight = attackerToken ? readPair("wounds", token, attackerToken) : undefined;
  if (sight && coverFromFraction(sight.cover.fraction, woundsOptions()) === "noLineOfSight") return [];
  return token.parent.tokens.contents.flatMap((other) => {
    const actor = other.actor;
    if (other.id === token.id || !actor || actor.id === attacker.id || !grappling(actor)) return [];
    const pair = readPair("wounds", token, other);
    return pair && pair.distance <= GRAPPLE_DISTANCE ? [{ token: other, actor }] : [];
  });
}

/** The engine's Interpose check of the row's target against `shield`, or undefined when either is no `wounds` one. */
function interposeCheck(target: Actor.Implementation, shield: Actor.Implementation, check: InterposeCheck) {
  const own = woundsActorView(target);
  const theirs = woundsActorView(shield);
  if (!own || !theirs) return undefined;
  const options = woundsOptions();
  const { defenses } = deriveWounds(theirs.source, theirs.gear, theirs.statuses, options);
  const creature = toWoundsActor(own.source, own.statuses).creature;
  const pinned = shield.statuses.has("pinned");
  return interposeRequest(creature, check, defenses.power.total, defenses.agility.total, pinned, options);
}

export function interposeChoices(ctx: StepContext): readonly StepChoice[] {
  const target = ctx.target;
  if (!target) return [];
  return shieldsOf(ctx).flatMap((shield) =>
    CHECKS.flatMap((check) => {
      const request = interposeCheck(target, shield.actor, check);
      if (!request || shield.token.id === null) return [];
      const data = { name: shield.actor.name, chance: percent(checkChance(request)) };
      return [{ id: `${check}_${shield.token.id}`, label: { key: `${ATTACK_KEY}.Card.interpose.${check}`, data } }];
    }),
  );
}

/** Open while the target may Interpose: declared, not rolled, Grappling beside another Grappling creature. */
export function interposeClosed(ctx: StepContext): string | undefined {
  if (ctx.row.attack !== null) return "stepSettled";
  return interposeChoices(ctx).length === 0 ? "notGrappling" : undefined;
}

/** One Interpose a row: the reaction's trigger is the card's row. */
export function interposeCost(ctx: StepTaking): { readonly action: string; readonly trigger: string } {
  return { action: "interpose", trigger: `interpose.${ctx.message.id ?? ""}.${ctx.row.key}` };
}

/** The row's target becomes `shield`: the same attack, as declared, meets it instead. */
async function retarget(ctx: StepTaking, shield: Actor.Implementation): Promise<void> {
  const model = ctx.message.system;
  if (!(model instanceof AttackCardModel)) return;
  const card = cardData(model);
  const targets = card.targets.map((row) =>
    row.key === ctx.row.key ? { ...row, actorUuid: shield.uuid, name: shield.name } : row,
  );
  await saveCard(ctx.message, { ...card, targets });
}

/** The check, rolled by the GM, and what it does: on a success the attack meets the chosen creature. */
export function interposeEffect(ctx: StepTaking, choice: string): ChoiceEffect | Refusal {
  const match = CHOICE.exec(choice);
  const check = match?.[1] === "power" || match?.[1] === "agility" ? match[1] : undefined;
  const shield = shieldsOf(ctx).find((s) => s.token.id === match?.[2]);
  const target = ctx.target;
  const request = check && shield && target ? interposeCheck(target, shield.actor, check) : undefined;
  if (!request || !shield || !target) return NOT_OFFERED;
  return {
    roll: request,
    async apply(rolled) {
      const success = rolled?.result.success === true;
      if (success) await retarget(ctx, shield.actor);
      const total = String(rolled?.result.total ?? 0);
      const key = `${ATTACK_KEY}.Card.interpose.${success ? "succeeded" : "failed"}`;
      const text = game.i18n.format(key, { total, shield: shield.actor.name });
      await postSummary(game.i18n.localize(`${I18N_ROOT}.Wounds.Action.interpose`), [{ name: target.name, text }]);
    },
  };
}
