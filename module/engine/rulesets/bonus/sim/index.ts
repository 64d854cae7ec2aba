import type { SimRoom } from "../../../sim/fight.ts";
import type { BonusFighterSpec } from "./fighter.ts";
import { BONUS_ASSUMPTIONS } from "./policy.ts";
import { bonusSkirmish } from "./skirmish.ts";

/** The `bonus` simulation the descriptor plugs in (`RulesetDescriptor.sim`). */
export const BONUS_SIM: SimRoom<BonusFighterSpec> = {
  assumptions: BONUS_ASSUMPTIONS,
  fight: bonusSkirmish,
};
