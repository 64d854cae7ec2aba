import type { BonusAbility } from "../../module/engine/rulesets/bonus/creature.ts";
import { NO_IMMUNITIES, type BonusCreatureSource } from "../../module/foundry/rulesets/bonus/derive.ts";

/**
 * The reference party every monster group is measured against: four starting characters of the `bonus` seed (two
 * actions, 5-Vigor Defense, Guard 15 + armor), each carrying ordinary gear from the gear pack by name.
 */
export interface PartyMember {
  readonly name: string;
  readonly system: BonusCreatureSource;
  /** Names of items in the `bonus-gear` pack: the first weapon is the one they fight with. */
  readonly gear: readonly string[];
}

const NO_DICE: Record<BonusAbility, number> = {
  strength: 0,
  agility: 0,
  speed: 0,
  stamina: 0,
  soul: 0,
  reason: 0,
  resolve: 0,
  skill: 0,
};

function member(
  name: string,
  dice: Partial<Record<BonusAbility, number>>,
  tracks: { durability: number; health: number; vigor: number; stamina: number },
  gear: readonly string[],
): PartyMember {
  const track = (max: number) => ({ value: max, max });
  return {
    name,
    gear,
    system: {
      abilities: { ...NO_DICE, ...dice },
      speed: 30,
      stamina: tracks.stamina,
      size: "medium",
      durability: track(tracks.durability),
      health: track(tracks.health),
      vigor: track(tracks.vigor),
      mana: track(0),
      guardBonus: 0,
      extraActions: 0,
      recovery: { durability: 0, mana: 0 },
      superiorDurability: null,
      immunities: NO_IMMUNITIES,
      state: { shockRoundsLeft: null, stabilized: false, winded: false, vigorRecoveredWhileWinded: 0, dead: false },
    },
  };
}

export const REFERENCE_PARTY: readonly PartyMember[] = [
  member(
    "Vanguard",
    { strength: 2, agility: 2, speed: 1, stamina: 1 },
    { durability: 24, health: 12, vigor: 20, stamina: 15 },
    ["Arming Sword", "Scale Hauberk"],
  ),
  member("Archer", { strength: 1, agility: 2, speed: 2 }, { durability: 20, health: 10, vigor: 20, stamina: 10 }, [
    "Yew Longbow",
    "Leather Jerkin",
  ]),
  member("Marksman", { agility: 2, speed: 1, skill: 2 }, { durability: 20, health: 10, vigor: 20, stamina: 10 }, [
    "Arbalest",
    "Ring Mail",
  ]),
  member(
    "Channeler",
    { soul: 2, speed: 1, skill: 2, resolve: 1 },
    { durability: 18, health: 10, vigor: 20, stamina: 10 },
    ["Frostlance Staff", "Padded Jack"],
  ),
];
