/**
 * The Grapple, Create an Opening and Cast a Spell steps of the `wounds` self-check, each through the sheet's attack flow
 * and the card as a player's click would go:
 * - Create an Opening (attack/opening.ts): on the attacker's turn it makes one with its weapon against the target; the
 *   roll is kept on its combatant against the target's ("You can use the result in place of your Defense against any
 *   rebuff reaction made by the target for the rest of the turn"), and nothing is wounded;
 * - Grapple (attack/grapple.ts): given bare hands (reach 0: "using any weapon that has a reach of 0"), it grapples the
 *   target; the hit leaves both Grappling ("you deal no damage but instead both you and the target are grappling each
 *   other"), then both let go;
 * - Cast a Spell: a Cultist Adept from the compendium, beside the fight, casts its Poison Spray at the target: the
 *   "Spell: Rsn [Arcana/Magic school]" roll meets the Fortitude Defense the spell names;
 * - a low wall: the target crouches behind one (the dialog's ½ cover and low-wall rows) and the attack roll carries
 *   ¾ cover's row of the table: "dropping behind a low wall can increase the effective level of cover" (decision 206);
 * - footing: the attacker Swimming fails its footing check before the roll (a 1): it sinks Underwater, and the attack
 *   it then rolls "automatically misses" (decision 208);
 * - a wound's footing: the target Swimming takes the least wound the attacker can deal (the least d20 face that hits)
 *   and fails the check that follows (a 1): it sinks Underwater; Undo takes the sinking back with the wound
 *   (decision 210); the target Climbing does the same and falls: Climbing ends, and Undo gives it back (decision 216).
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { attackModifiers, attackModifierTotal } from "../../../../engine/rulesets/wounds/combat/attack-modifiers.ts";
import { asDiceRequest, readStoredRoll } from "../../../chat/attack-card/stored-roll.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { rollAttack } from "../../../flows/attack.ts";
import { DECLARED_ATTACK_STEP_ID } from "../../../procedure/steps/declared-attack-roll.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { pressCardButton, targetRow } from "../../../self-check/steps/card.ts";
import { creatureAt } from "../../../self-check/steps/creature-at.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { turnOf } from "../combat/self-check-turn.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { deriveWounds } from "../derive.ts";
import { situationChosen } from "../situation/catalog.ts";
import { interpretFaces } from "../../../../engine/core/dice/interpret.ts";
import { followUpCard } from "../../../chat/attack-card/auto-damage.ts";
import { isRefusal } from "../../../combat-room.ts";
import { DAMAGE_STEP_ID } from "../../../procedure/steps/damage.ts";
import { ROLL_CHOICE } from "./attack-step.ts";
import { rowForecast } from "./plan.ts";
import { FOOTING_STEP_ID } from "./footing.ts";
import { FOOTING_LOST, type Footing } from "../../../../engine/rulesets/wounds/special/climbing.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const KEY = `${I18N_ROOT}.Wounds.SelfCheck`;
/** The d20 one below its maximum: a wild roll that does not explode. */
const belowMaximum = (faces: number): number => Math.max(1, faces - 1);
/** The compendium's Cultist Adept, with its Poison Spray (Fortitude Defense). */
export const CULTIST_ADEPT = "0lw4Q7QzAGM1lZVi";
const POISON_SPRAY = "H32gTUyD8MmhVosY";
/** Its Fire Bolt: fire, damage 4 (decision 224). */
const FIRE_BOLT = "KDgMQKw4IEDB6adc";
/** A space two rows below the target's, out of the melee (the shared setup's tokens stand on row 1). */
const BELOW_TARGET = { x: 200, y: 300 } as const;

/** `attacker` declares an attack on the targeted token with `itemId` and the dialog's `choices`: the card is posted. */
export async function declareAttack(s: Skirmish, attacker: Actor.Implementation, itemId: string, choices = {}) {
  // A target still Defending from an earlier step would hold the roll for its Defend choice (decision 73): these
  // steps play the attack actions, so it defends no more.
  await need(s.actors, "the actors").target.toggleStatusEffect("defending", { active: false });
  const token = need(canvas.tokens?.get(need(s.tokens, "the tokens").target.id ?? ""), "the target on the canvas");
  token.setTarget(true, { releaseOthers: true });
  await rollAttack(attacker, itemId, { skipDialog: true, choices });
  s.card = need(game.messages.contents.filter((m) => m.type === "attack").at(-1), "the attack card");
}

/** `attacker` attacks the targeted token with `itemId` and the dialog's `choices`; the GM rolls it on the card. */
async function attackAndRoll(s: Skirmish, attacker: Actor.Implementation, itemId: string, choices = {}) {
  await declareAttack(s, attacker, itemId, choices);
  s.dice.set(belowMaximum);
  await pressCardButton(s, { action: "step", step: DECLARED_ATTACK_STEP_ID, choice: ROLL_CHOICE });
  s.dice.set(undefined);
}

export const openingKept: SkirmishStep = {
  id: "openingKept",
  labelKey: `${KEY}.openingKept`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    await turnOf(s, attacker);
    const own = combatantOf(s, attacker);
    // Exactly the Opening's AP, whatever the steps before it left (a shortfall would declare it over turns).
    const have = apOf(need(woundsStateOf(own), "the attacker's wounds state"));
    await adjustPool(own, "ap", apCost("createOpening", [], woundsOptions()) - have);
    await attackAndRoll(s, attacker, need(s.weaponId, "the weapon"), { opening: true });
    const roll = need(readStoredRoll(targetRow(s).attack), "the opening's roll");
    const opening = woundsStateOf(own)?.opening;
    expectEqual("the opening's target", combatantOf(s, target).id, opening?.target);
    expectEqual("the opening's result", roll.total, opening?.result);
    expectEqual("the damage step", "none", targetRow(s).damage.status);
  },
};

export const grappleTaken: SkirmishStep = {
  id: "grappleTaken",
  labelKey: `${KEY}.grappleTaken`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    await turnOf(s, attacker);
    await adjustPool(combatantOf(s, attacker), "ap", 4);
    const [hands] = (await attacker.createEmbeddedDocuments("Item", [
      { name: "Bare hands", type: "wounds-weapon", system: { kind: "melee", group: "Unarmed", reach: 0 } },
    ])) ?? [undefined];
    await attackAndRoll(s, attacker, need(hands?.id, "the bare hands"), { grapple: true });
    expectEqual("the grapple's outcome", "hit", targetRow(s).outcome);
    expectEqual("the attacker grappling", true, attacker.statuses.has("grappling"));
    expectEqual("the target grappling", true, target.statuses.has("grappling"));
    await attacker.toggleStatusEffect("grappling", { active: false });
    await target.toggleStatusEffect("grappling", { active: false });
    await hands?.delete();
  },
};

export const spellCast: SkirmishStep = {
  id: "spellCast",
  labelKey: `${KEY}.spellCast`,
  async run(s) {
    const { target } = need(s.actors, "the actors");
    const caster = need((await creatureAt(s, CULTIST_ADEPT, BELOW_TARGET)).actor, "the Cultist Adept");
    await attackAndRoll(s, caster, POISON_SPRAY);
    const view = need(woundsActorView(target), "the target's wounds data");
    const fortitude = deriveWounds(view.source, view.gear, view.statuses).defenses.fortitude.total;
    expectEqual("the Defense the spell meets", fortitude, targetRow(s).against);
    expectEqual("the roll settles the row", true, targetRow(s).outcome !== "pending");
  },
};

/**
 * "All fire damage is halved underwater": the Cultist Adept casts Fire Bolt at the target holding Underwater; the
 * card's damage roll, planned from the documents, carries the bolt's 4 halved to 2 and says why (decision 224).
 */
export const fireHalvedUnderwater: SkirmishStep = {
  id: "fireHalvedUnderwater",
  labelKey: `${KEY}.fireHalvedUnderwater`,
  async run(s) {
    const { target } = need(s.actors, "the actors");
    const caster = need((await creatureAt(s, CULTIST_ADEPT, BELOW_TARGET)).actor, "the Cultist Adept");
    await target.toggleStatusEffect("underwater", { active: true });
    try {
      await declareAttack(s, caster, FIRE_BOLT);
      const item = need(caster.items.get(FIRE_BOLT), "the Fire Bolt");
      const forecast = rowForecast(targetRow(s), { attacker: caster, item }, target);
      if (isRefusal(forecast)) throw new Error(`the bolt is refused: ${forecast.refused}`);
      const line = forecast.plan.damage.modifiers.find((m) => m.source.includes("fire, halved underwater"));
      expectEqual("the bolt's halved damage on the card", 2, line?.value);
    } finally {
      await target.toggleStatusEffect("underwater", { active: false });
    }
  },
};

/** The attacker's turn, its AP set to exactly a Standard attack's (the steps before it leave any amount). */
export async function toStandardAttack(s: Skirmish, attacker: Actor.Implementation): Promise<void> {
  await turnOf(s, attacker);
  const own = combatantOf(s, attacker);
  const have = apOf(need(woundsStateOf(own), "the attacker's wounds state"));
  await adjustPool(own, "ap", apCost("standardAttack", [], woundsOptions()) - have);
}

export const lowWallCovers: SkirmishStep = {
  id: "lowWallCovers",
  labelKey: `${KEY}.lowWallCovers`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    await toStandardAttack(s, attacker);
    await target.toggleStatusEffect("crouching", { active: true });
    await attackAndRoll(s, attacker, need(s.weaponId, "the weapon"), { coverHalf: true, lowWall: true });
    await target.toggleStatusEffect("crouching", { active: false });
    const row = targetRow(s);
    const request = need(asDiceRequest(row.attack?.request), "the attack's request");
    // The wall lifts ½ cover to ¾ for the crouching target; crouching's melee bonus still adds (decision 54), as does
    // a flank the canvas read.
    const { flanked, ignoredAttacker } = situationChosen(row.situation?.choices ?? {});
    const raised = attackModifierTotal(
      attackModifiers({
        ranged: false,
        posture: "crouching",
        cover: "cover3/4",
        flanked: flanked === true,
        ignoredAttacker: ignoredAttacker === true,
      }),
    );
    const table = request.modifiers.find((m) => m.source === "Modifiers to Attack")?.value ?? 0;
    expectEqual("the low-wall row on the card", true, row.situation?.choices["lowWall"]);
    expectEqual("the table's row behind the low wall", raised, table);
  },
};

export const footingLostMisses: SkirmishStep = {
  id: "footingLostMisses",
  labelKey: `${KEY}.footingLostMisses`,
  async run(s) {
    const { attacker } = need(s.actors, "the actors");
    await toStandardAttack(s, attacker);
    await attacker.toggleStatusEffect("swimming", { active: true });
    try {
      await declareAttack(s, attacker, need(s.weaponId, "the weapon"));
      // A 1 on the d20: the "Str [Athletics/Swimming] check to not … sink underwater" fails against TN 0.
      s.dice.set(() => 1);
      await pressCardButton(s, { action: "step", step: FOOTING_STEP_ID, choice: "keep" });
      expectEqual("the attacker sank", true, attacker.statuses.has("underwater"));
      s.dice.set(belowMaximum);
      await pressCardButton(s, { action: "step", step: DECLARED_ATTACK_STEP_ID, choice: ROLL_CHOICE });
      expectEqual('"your attack automatically misses"', "miss", targetRow(s).outcome);
    } finally {
      s.dice.set(undefined);
      await attacker.toggleStatusEffect("underwater", { active: false });
      await attacker.toggleStatusEffect("swimming", { active: false });
    }
  },
};

/** The least d20 face whose attack total meets the row's Defense: the least hit, the least wound. */
export function leastHit(s: Skirmish, attacker: Actor.Implementation, target: Actor.Implementation): number {
  const item = need(attacker.items.get(need(s.weaponId, "the weapon")), "the attacker's weapon");
  const forecast = rowForecast(targetRow(s), { attacker, item }, target);
  if (isRefusal(forecast)) throw new Error(`the attack is refused: ${forecast.refused}`);
  const { request, defense } = forecast.plan;
  const face = [...Array(18).keys()]
    .map((n) => n + 2)
    .find((f) => interpretFaces(request, [[f]]).total >= defense.total);
  return need(face, "a d20 face that hits without exploding");
}

/**
 * The attacker's Standard Attack deals the target the least wound it can, and the checks the wound calls for on the
 * card (its follow-ups) roll a 1, failing: the follow-ups rolled, for the step to read. The caller resets the dice.
 */
export async function leastWoundChecksFailed(
  s: Skirmish,
  attacker: Actor.Implementation,
  target: Actor.Implementation,
): Promise<readonly { readonly stepId: string }[]> {
  await declareAttack(s, attacker, need(s.weaponId, "the weapon"));
  const face = leastHit(s, attacker, target);
  s.dice.set(() => face);
  await pressCardButton(s, { action: "step", step: DECLARED_ATTACK_STEP_ID, choice: ROLL_CHOICE });
  await pressCardButton(s, { action: "step", step: DAMAGE_STEP_ID });
  s.dice.set(() => 1);
  await followUpCard(need(s.card, "the attack card"));
  return targetRow(s).damage.followUps ?? [];
}

/**
 * The target holding `footing` takes the least wound and fails the check that follows (a 1): its statuses change as
 * the engine's `FOOTING_LOST` says, and Undo takes the change back with the wound.
 */
function woundFootingLost(id: string, footing: Footing): SkirmishStep {
  const { begins, ends } = FOOTING_LOST[footing];
  const changed = (target: Actor.Implementation, lost: boolean) => {
    if (begins !== undefined) expectEqual(`${begins} after the check`, lost, target.statuses.has(begins));
    if (ends !== undefined) expectEqual(`${ends} after the check`, !lost, target.statuses.has(ends));
  };
  return {
    id,
    labelKey: `${KEY}.${id}`,
    async run(s) {
      const { attacker, target } = need(s.actors, "the actors");
      await toStandardAttack(s, attacker);
      await target.toggleStatusEffect(footing, { active: true });
      try {
        // A 1: "another check at a -5 penalty for each wound level beyond light, falling or sinking on a failure".
        const followUps = await leastWoundChecksFailed(s, attacker, target);
        const rolled = followUps.filter((f) => f.stepId.startsWith("woundFooting."));
        expectEqual("footing checks after the wound", 1, rolled.length);
        changed(target, true);
        await pressCardButton(s, { action: "undoDamage" });
        changed(target, false);
      } finally {
        s.dice.set(undefined);
        await target.toggleStatusEffect(footing, { active: false });
      }
    },
  };
}

/** A swimmer sinks: Underwater (decision 210). */
export const woundFootingRolled = woundFootingLost("woundFootingRolled", "swimming");
/** A climber falls: Climbing ends (decision 216). */
export const woundFallEndsClimbing = woundFootingLost("woundFallEndsClimbing", "climbing");
