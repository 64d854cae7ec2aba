/**
 * Choices the seed leaves open in the damage rules, each a candidate world setting (docs/rules/bonus.md lists the
 * seed sentence each extends). Defaults are Fray's reading.
 */
export interface BonusDamageOptions {
  /**
   * "when an inferior weapon strikes superior armor, the armor will take no damage": "armorUndamaged" reads it as the
   * armor piece not losing Durability (the wearer still takes what gets past its Armor Rank); "attackStopped" reads
   * it as the hit doing nothing at all.
   */
  readonly inferiorWeaponVsSuperiorArmor: "armorUndamaged" | "attackStopped";
  /** Cover's Armor Rank bonus: against every damage type ("all", stopping power) or like normal armor ("physical"). */
  readonly coverArmorAgainst: "all" | "physical";
  /**
   * The excess of the hit that takes Durability to 0 carries into Health (true), or Health is only touched by later
   * hits (false): "When your Durability is reduced to 0, you are wounded, and you begin to subtract damage from your
   * Health."
   */
  readonly overflowToHealth: boolean;
  /** Damage to a stabilized creature (still at 0 Health): "killed" outright, or back into "shock". */
  readonly damageWhileStabilized: "killed" | "shock";
}

export const DEFAULT_BONUS_DAMAGE_OPTIONS: BonusDamageOptions = {
  inferiorWeaponVsSuperiorArmor: "armorUndamaged",
  coverArmorAgainst: "all",
  overflowToHealth: true,
  damageWhileStabilized: "killed",
};
