import type { SimRoom } from "../../../sim/fight.ts";
import type { ContestFighterSpec } from "./fighter.ts";
import { CONTEST_ASSUMPTIONS } from "./policy.ts";
import { contestSkirmish } from "./skirmish.ts";

/** The `contest` simulation the descriptor plugs in (`RulesetDescriptor.sim`). */
export const CONTEST_SIM: SimRoom<ContestFighterSpec> = {
  assumptions: CONTEST_ASSUMPTIONS,
  fight: contestSkirmish,
};
