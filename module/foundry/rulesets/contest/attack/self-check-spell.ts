/**
 * The self-check's spell step (attack/means.ts, ability-attack.ts): a ranged fire spell the attacker would cast at the
 * target is planned as the card plans it — "Spell Attacks. Make a Sorcery test" — and the defenses the target is
 * offered against it are Dodge and none ("Attack spells can only be defended with Block or Dodge"; the Forest Bandit
 * holds no shield), where its Longsword's Strike also offers a Parry ("Spells and Ranged attacks can't be parried").
 */
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { abilityParts, abilityProfile } from "../ability-attack.ts";
import { defenseOptions, planAttackTest, planStrike } from "../combat-roll.ts";
import { contestSide } from "../documents.ts";
import type { ContestAbilitySource } from "../sources.ts";

/** The gear compendium's Fire Bolt: 1d10 fire at 20 m, 1 AP, defended by Block or Dodge. */
const FIRE_BOLT: ContestAbilitySource = {
  kind: "spell",
  attack: true,
  delivery: "ranged",
  targetsMind: false,
  defenses: [],
  damage: { count: 1, faces: 10, bonus: 0 },
  damageType: "fire",
  ap: 1,
};

export const spellDefenses: SkirmishStep = {
  id: "spellDefenses",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.spellDefenses`,
  run(s) {
    const actors = need(s.actors, "the actors");
    const attacker = need(contestSide(actors.attacker), "the attacker as a contest creature");
    const target = need(contestSide(actors.target), "the target as a contest creature");
    const profile = abilityProfile(FIRE_BOLT);
    const spell = planAttackTest(attacker, target, profile, abilityParts(attacker, FIRE_BOLT), "Fire Bolt", {});
    if (!spell.ok) throw new Error(`the spell is refused: ${spell.reason.code}`);
    const offered = defenseOptions(spell.value, profile, target, {}).map((o) => o.choice);
    expectEqual("the defenses against the spell", "dodge, none", offered.join(", "));
    const weapon = need(
      attacker.gear.weapons.find((w) => w.data.equipped),
      "the attacker's weapon",
    );
    const strike = planStrike(attacker, target, { weapon }, {});
    if (!strike.ok) throw new Error(`the Strike is refused: ${strike.reason.code}`);
    const parried = defenseOptions(strike.value, { kind: "strike", delivery: "melee" }, target, {});
    expectEqual("the defenses against the Strike", "dodge, parry, none", parried.map((o) => o.choice).join(", "));
    return Promise.resolve();
  },
};
