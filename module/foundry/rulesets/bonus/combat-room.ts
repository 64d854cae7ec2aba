/**
 * The `bonus` room of the attack loop: documents in, engine procedures, document updates out. Every rule is the
 * engine's (procedures/attack.ts, economy/reactions.ts, dice/damage.ts, damage/apply.ts); this file only maps.
 */
import type { RollResult } from "../../../engine/core/dice/result.ts";
import { applyBonusDamage } from "../../../engine/rulesets/bonus/damage/apply.ts";
import { defenseRequest } from "../../../engine/rulesets/bonus/dice/defense.ts";
import { damageRequest, isCriticalHit } from "../../../engine/rulesets/bonus/dice/damage.ts";
import { resolveAttack } from "../../../engine/rulesets/bonus/dice/outcome.ts";
import { defenseSpeedDice } from "../../../engine/rulesets/bonus/economy/capability.ts";
import { conditionsInForce } from "../../../engine/rulesets/bonus/economy/status.ts";
import { newBonusCombatant } from "../../../engine/rulesets/bonus/economy/combatant.ts";
import { takeReaction } from "../../../engine/rulesets/bonus/economy/reactions.ts";
import type { CombatRoom, Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { armorPieces, guardBonuses, toBonusActor } from "./derive.ts";
import { bonusActorView, bonusWeaponOf } from "./documents.ts";
import { bonusDiceFor } from "./bonus-dice.ts";
import { creatureUpdate, damageSummary } from "./damage-update.ts";
import { planWithChoices } from "./situation/plan.ts";
import { situationOverrides } from "./situation/overrides.ts";
import { OFF_HAND_OPTION } from "./combat/spend.ts";
import { bonusSceneSituation } from "./canvas/situation.ts";
import { BONUS_ARCS } from "../../../engine/rulesets/bonus/geometry/behind.ts";
import { NATURAL_REACH_FT } from "../../../engine/rulesets/bonus/geometry/reach.ts";
import { bonusDamageOptions, bonusEconomyOptions } from "./rule-variants.ts";
import { pipelineBreakdown } from "../../chat/breakdown/damage-breakdown.ts";
import { withRollExtra } from "../../dice/roll-extra.ts";
import { successProbability } from "../../../engine/core/odds/request.ts";
import { applyToObject } from "./object-damage.ts";

const NOT_BONUS: Refusal = { refused: `${I18N_ROOT}.Bonus.Refusal.notBonus` };
/** An inanimate object cannot dodge or defend: it has no reactions (decision 83), so its row never waits on one. */
const OBJECT_CANNOT_DEFEND: Refusal = { refused: `${I18N_ROOT}.Bonus.Refusal.objectCannotDefend` };
/** Not a `bonus` weapon: planAttack refuses it anyway; the scene reads it as a plain melee attack. */
const NO_WEAPON = { ranged: false, range: 0, reach: NATURAL_REACH_FT.medium } as const;

/** A creature track's name as its sheet labels it (Durability, Health). */
const bonusTrackLabel = (track: string): string => `${I18N_ROOT}.Actor.bonus.FIELDS.${track}.label`;

export const BONUS_COMBAT_ROOM: CombatRoom = {
  cardWording: {
    attack: `${I18N_ROOT}.Bonus.Card.attack`,
    attackHidden: `${I18N_ROOT}.Bonus.Card.attackHidden`,
    defense: `${I18N_ROOT}.Bonus.Card.defense`,
  },

  rollExtra: "dice",

  planAttack(attacker, item, target, choices = {}, scene, extra = null) {
    const a = bonusActorView(attacker);
    const weapon = bonusWeaponOf(item);
    if (!a || !weapon) return NOT_BONUS;
    const t = target ? bonusActorView(target) : undefined;
    if (target && !t) return NOT_BONUS;
    if (scene?.refusal) return scene.refusal;
    const { plan, modifiers } = planWithChoices(
      {
        attacker: toBonusActor(a.source, a.statuses),
        // Without a target the attack is planned against an ordinary medium creature's bare Guard.
        target: t ? toBonusActor(t.source, t.statuses) : toBonusActor({ ...a.source, size: "medium" }, []),
        style: weapon.style,
        ranged: weapon.ranged,
        // "Area attacks are unaffected" by light cover: the weapon says it strikes an area.
        area: weapon.area,
        guardBonuses: t ? guardBonuses(t.source, t.armor) : [],
        // Re-read from the attacker's items wherever the attack is planned (the GM's re-plan included).
        extraDice: bonusDiceFor(a.dice, weapon.style),
      },
      choices,
      target?.name ?? "",
      scene,
    );
    if (!plan.ok) return { refused: `${I18N_ROOT}.Bonus.Refusal.${plan.reason}` };
    // The dialog's extra is added to the attack roll, and the odds are the roll's own again with it.
    const request = withRollExtra(plan.request, extra);
    return {
      request,
      against: plan.request.target?.value ?? plan.guard.total,
      hitChance: extra ? successProbability(request) : plan.hitChance,
      modifiers,
    };
  },

  facing: BONUS_ARCS,

  sceneSituation(pair, _attacker, item, target) {
    const weapon = bonusWeaponOf(item);
    const reach = weapon ? { ranged: weapon.ranged, range: weapon.range, reach: weapon.reach } : NO_WEAPON;
    return bonusSceneSituation(pair, reach, { name: target.name, statuses: target.statuses });
  },

  resolve(attack, defense) {
    return resolveAttack(attack, defense).hit ? "hit" : "miss";
  },

  planDefense(defender, attack, ownTurn) {
    const d = bonusActorView(defender);
    if (!d) return NOT_BONUS;
    if (d.object) return OBJECT_CANNOT_DEFEND;
    const actor = toBonusActor(d.source, d.statuses);
    // One reaction per trigger is kept by the card row; the combatant here only carries the turn count.
    const combatant = { ...newBonusCombatant(defender.id ?? ""), turnsStarted: 1 };
    const paid = takeReaction(
      actor,
      combatant,
      { reaction: "defense", trigger: "attack", ownTurn },
      bonusEconomyOptions(),
    );
    if (!paid.ok) return { refused: `${I18N_ROOT}.Bonus.Refusal.${paid.reason.code}` };
    const request = defenseRequest({
      dice: [{ source: "Speed", count: defenseSpeedDice(actor) }],
      attackTotal: attack.total,
      wounded: conditionsInForce(actor).has("wounded"),
    });
    const vigor = paid.state.actor.creature.vigor;
    return { request, payment: { vigor: { value: vigor.value }, state: { winded: paid.state.actor.creature.winded } } };
  },

  /** The Attack action; an Off-hand attack pays its 8 Vigor, the action it is part of already taken (combat/spend.ts). */
  attackSpend(_attacker, item, choices) {
    const ranged = bonusWeaponOf(item)?.ranged ?? false;
    return situationOverrides(choices, ranged).offHand
      ? { action: "attack", options: { [OFF_HAND_OPTION.id]: 1 } }
      : { action: "attack" };
  },

  planDamage(attacker, item, row) {
    const a = bonusActorView(attacker);
    const weapon = bonusWeaponOf(item);
    if (!a || !weapon) return NOT_BONUS;
    // What the attack was made with: "these bonus dice will only benefit from the effects of a charge, and only
    // suffer from a challenge if explicitly stated so" — the engine keeps only such challenges (the Off-hand's).
    const chosen = situationOverrides(row?.situation?.choices ?? {}, weapon.ranged);
    return damageRequest({
      charges: chosen.charges,
      challenges: chosen.challenges,
      offHand: chosen.offHand,
      damageValue: weapon.damageValue,
      quality: weapon.quality,
      delivery: weapon.delivery,
      abilities: a.source.abilities,
      wounded: conditionsInForce(toBonusActor(a.source, a.statuses)).has("wounded"),
      label: `${item.name}: damage`,
    });
  },

  applyDamage(target, attacker, damage: RollResult) {
    const t = bonusActorView(target);
    if (!t) return NOT_BONUS;
    const weapon = attacker.item ? bonusWeaponOf(attacker.item) : undefined;
    const ranged = weapon?.ranged ?? false;
    // The target's cover as the attack was made: partial "+5 Armor Rank bonus against attacks", full "+10 … from
    // ranged attacks" (the engine applies it to ranged attacks only, before worn armor).
    const { cover } = situationOverrides(attacker.row?.situation?.choices ?? {}, ranged);
    const hit = {
      amount: damage.total,
      type: weapon?.damageType ?? "kinetic",
      ranged,
      area: weapon?.area ?? false,
      // "special attacks like poisons": the weapon says its damage goes straight to Health.
      toHealth: weapon?.toHealth ?? false,
      source: attacker.item?.name ?? "",
      ...(weapon ? { quality: weapon.quality } : {}),
    };
    // "When you attack an object or construct you deal damage to its Durability": the object pipeline, not a creature's.
    if (t.object) return applyToObject(t, hit, damage);
    const outcome = applyBonusDamage(
      toBonusActor(t.source, t.statuses).creature,
      { armor: armorPieces(t.armor), ...(cover === undefined ? {} : { cover }) },
      hit,
      bonusDamageOptions(),
    );
    const critical = isCriticalHit(damage);
    return {
      system: creatureUpdate(outcome.creature),
      items: outcome.armor.flatMap((piece) =>
        piece.durability ? [{ _id: piece.id, system: { durability: { value: piece.durability.value } } }] : [],
      ),
      summary: damageSummary(outcome, critical),
      breakdown: pipelineBreakdown(damage.total, outcome.result, bonusTrackLabel, critical),
    };
  },
};
