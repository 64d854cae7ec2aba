/**
 * Fighting Styles (seed 003): limits and the seed's examples as data. "When you become trained with a fighting style,
 * you can choose up to 5 pieces of gear to be associated with it for free. Thereafter, you can expand it to a maximum
 * of 10 different types of gear. Expanding a fighting style by adding a weapon, armor, or shield to its list costs
 * 25 XP."
 */
export const STYLE_FREE_GEAR = 5;
export const STYLE_MAX_GEAR = 10;
export const STYLE_EXPANSION_XP = 25;

/** "Unarmed fighting is included in this as well": the gear name for fighting without a weapon. */
export const UNARMED_GEAR = "unarmed fighting";

export interface StyleExample {
  readonly name: string;
  /** Gear as the seed spells it ("arbolest" is kept as written). */
  readonly gear: readonly string[];
}

/** "Here are some example Fighting Style for inspiration." */
export const STYLE_EXAMPLES: readonly StyleExample[] = [
  { name: "Baldrian Noble", gear: ["rapier", "dagger", "whip", "arbolest", "hand crossbow"] },
  { name: "Classical Knight", gear: ["full armor", "shield", "longsword", "lance", "flail"] },
  { name: "Elven Ashlander", gear: ["partial armor", "twinblade", "shortsword", "javelin", "bola"] },
  { name: "Forest Bandit", gear: ["partial armor", "dagger", "shortbow", "unarmed fighting", "club"] },
  { name: "Nordling Hunter", gear: ["partial armor", "hatchet", "spear", "longbow", "net"] },
  { name: "Sahani Rider", gear: ["partial armor", "shield", "glaive", "shortsword", "spear"] },
];
