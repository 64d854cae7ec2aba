import type { SimRoom } from "../../../sim/fight.ts";
import type { MomentumFighterSpec } from "./fighter.ts";
import { MOMENTUM_ASSUMPTIONS } from "./policy.ts";
import { momentumSkirmish } from "./skirmish.ts";

/** The `momentum` simulation the descriptor plugs in (`RulesetDescriptor.sim`). */
export const MOMENTUM_SIM: SimRoom<MomentumFighterSpec> = {
  assumptions: MOMENTUM_ASSUMPTIONS,
  fight: momentumSkirmish,
};
