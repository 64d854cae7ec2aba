import type { WoundsAttribute } from "../../../module/engine/rulesets/wounds/creature.ts";
import type { SkillEntry, WoundsCreatureSource } from "../../../module/foundry/rulesets/wounds/sources.ts";

/**
 * The reference party every `wounds` monster group is measured against: four Size 0 starting fighters (attributes
 * −1 … 3, skill ranks 1–3 where their trade needs them, race stamina 10, unwounded and fresh), each carrying ordinary
 * gear from the `wounds-gear` pack by name: a knight with sword and shield in chainmail, an axe fighter in scale, an
 * archer and a fencer in leather. Spells are not weapons and the simulation casts none, so there is no caster.
 */
export interface WoundsPartyMember {
  readonly name: string;
  readonly system: WoundsCreatureSource;
  /** Names of items in the `wounds-gear` pack (weapons, armor, shields), all equipped. */
  readonly gear: readonly string[];
}

type Attributes = Readonly<Record<WoundsAttribute, number>>;

const skill = (name: string, rank: number, specialization = ""): SkillEntry => ({ skill: name, specialization, rank });

function member(name: string, attributes: Attributes, skills: readonly SkillEntry[], gear: readonly string[]) {
  const stamina = 10 + attributes.vitality;
  return {
    name,
    gear,
    system: {
      attributes,
      size: 0,
      skills,
      raceStamina: 10,
      raceMana: 0,
      toughnessBonus: 0,
      wounds: { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 },
      stamina: { value: stamina, max: stamina },
      mana: { value: 0, max: 0 },
      fatigue: 0,
      exhausted: false,
      invested: [],
      recoveryBonus: 0,
      longRestsToday: 0,
      afflictions: { bleeding: null, burning: null },
      conditionTns: { hobbled: null, poisoned: null },
      state: { dying: false, unconscious: false, dead: false },
    },
  } satisfies WoundsPartyMember;
}

const attrs = (a: Partial<Attributes>): Attributes => ({
  strength: 0,
  dexterity: 0,
  speed: 0,
  vitality: 0,
  perception: 0,
  reason: 0,
  lore: 0,
  persona: 0,
  ...a,
});

export const WOUNDS_REFERENCE_PARTY: readonly WoundsPartyMember[] = [
  member(
    "Knight",
    attrs({ strength: 2, dexterity: 2, vitality: 2, perception: 1, persona: 1 }),
    [skill("Melee", 3), skill("Melee", 2, "Swords"), skill("Reflex", 1), skill("Reflex", 1, "Initiative")],
    ["Longsword", "Round Shield", "Chainmail", "Steel Helm"],
  ),
  member(
    "Axe Fighter",
    attrs({ strength: 3, dexterity: 1, vitality: 2, perception: 1 }),
    [skill("Melee", 3), skill("Melee", 2, "Axes"), skill("Reflex", 1), skill("Resistance", 1)],
    ["Battleaxe", "Scale Mail"],
  ),
  member(
    "Archer",
    attrs({ strength: 1, dexterity: 3, speed: 1, vitality: 1, perception: 2 }),
    [skill("Aim", 3), skill("Aim", 2, "Bows"), skill("Reflex", 2), skill("Reflex", 1, "Initiative")],
    ["Longbow", "Leather Armor"],
  ),
  member(
    "Fencer",
    attrs({ strength: 1, dexterity: 3, speed: 2, vitality: 1, perception: 2, reason: 1, persona: 1 }),
    [skill("Melee", 3), skill("Melee", 2, "Swords"), skill("Reflex", 2), skill("Reflex", 1, "Initiative")],
    ["Rapier", "Leather Armor"],
  ),
];
