import type { SimRoom } from "../../../sim/fight.ts";
import type { WoundsFighterSpec } from "./fighter.ts";
import { WOUNDS_ASSUMPTIONS } from "./policy.ts";
import { woundsSkirmish } from "./skirmish.ts";

/** The `wounds` simulation the descriptor plugs in (`RulesetDescriptor.sim`). */
export const WOUNDS_SIM: SimRoom<WoundsFighterSpec> = {
  assumptions: WOUNDS_ASSUMPTIONS,
  fight: woundsSkirmish,
};
