import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import type { MomentumGearSources } from "../sources.ts";

/** One side of an attack as the plans read it. */
export interface AttackParty {
  /** The actor's UUID: relations (hidden from, climbing onto) name creatures by it. */
  readonly id: string;
  readonly actor: MomentumActor;
}

/** The target, with its gear (shields add Evasion). */
export interface MomentumTarget extends AttackParty {
  readonly gear: MomentumGearSources;
}
