/**
 * Everything the benchmark rows time, in one entry: the engine, and the adapter's pure parts (the `bonus` actor
 * derivation and sheet context builder, and every room's odds and derivation: plain data in, plain data out, no
 * Foundry globals). `load-engine.ts`
 * bundles this file with the same Vite/rolldown settings as the shipped `dist/fray.mjs` and the rows call the
 * bundle, so the bench times the code Foundry runs. (Under tsx every closure is wrapped in esbuild's `__name`
 * helper — tsx hard-codes `keepNames` — which the production bundle does not do and which slows closure-heavy code.)
 */
export { compileTotal } from "../../module/engine/core/dice/fast.ts";
export { rollRequest } from "../../module/engine/core/dice/roll.ts";
export { createRng } from "../../module/engine/core/dice/rng.ts";
export { mean, probabilityAbove } from "../../module/engine/core/odds/distribution.ts";
export { requestDistribution, successProbability } from "../../module/engine/core/odds/request.ts";
export { bandOf } from "../../module/engine/core/geometry/bands.ts";
export { coverFraction, samplePoints } from "../../module/engine/core/geometry/cover.ts";
export { arcOf, FRONT_HALF } from "../../module/engine/core/geometry/facing.ts";
export { footprintDistance, squareFootprint } from "../../module/engine/core/geometry/footprint.ts";
export { rectCentre } from "../../module/engine/core/geometry/shapes.ts";
export { buildWallIndex } from "../../module/engine/core/geometry/wall-index.ts";
export { bruteForceWalls } from "../../module/engine/core/geometry/walls.ts";
export { attackRequest } from "../../module/engine/rulesets/bonus/dice/attack.ts";
export { checkOutcome } from "../../module/engine/rulesets/bonus/dice/outcome.ts";
export { deriveBonus } from "../../module/foundry/rulesets/bonus/derive.ts";
export { characterContext } from "../../module/foundry/rulesets/bonus/sheets/character-context.ts";
export { buildSceneWalls } from "../../module/foundry/canvas/scene-walls.ts";
export { BONUS_SIM } from "../../module/engine/rulesets/bonus/sim/index.ts";
export { ENERGY_SIM } from "../../module/engine/rulesets/energy/sim/index.ts";
export { MOMENTUM_SIM } from "../../module/engine/rulesets/momentum/sim/index.ts";
export { CONTEST_SIM } from "../../module/engine/rulesets/contest/sim/index.ts";
export { WOUNDS_SIM } from "../../module/engine/rulesets/wounds/sim/index.ts";
export { partyDown } from "../../module/engine/sim/fight.ts";
export { planTest } from "../../module/engine/rulesets/contest/dice/test.ts";
export { DEFAULT_TEST_MECHANIC } from "../../module/engine/rulesets/contest/dice/mechanic.ts";
export { combatOdds } from "../../module/engine/rulesets/contest/dice/odds.ts";
export { resolveCombatRoll } from "../../module/engine/rulesets/contest/combat/resolve.ts";
export { planAttack as woundsPlanAttack } from "../../module/engine/rulesets/wounds/procedures/attack-plan.ts";
export { woundOdds } from "../../module/engine/rulesets/wounds/procedures/wound-odds.ts";
export { toughnessOf } from "../../module/engine/rulesets/wounds/damage/toughness.ts";
export { applyHit as woundsApplyHit } from "../../module/engine/rulesets/wounds/damage/apply.ts";
export { ATTACK_VARIANTS as WOUNDS_ATTACK_VARIANTS } from "../../module/engine/rulesets/wounds/procedures/variants.ts";
export { attackRequest as momentumAttackRequest } from "../../module/engine/rulesets/momentum/dice/attack.ts";
export { hitProbability as momentumHitProbability } from "../../module/engine/rulesets/momentum/dice/odds.ts";
export { readAttack as momentumReadAttack } from "../../module/engine/rulesets/momentum/sim/attack.ts";
export { meleeHitProbability as energyMeleeHitProbability } from "../../module/engine/rulesets/energy/dice/odds.ts";
export {
  combatRollRequest as energyCombatRollRequest,
  readAttackRoll as energyReadAttackRoll,
} from "../../module/engine/rulesets/energy/dice/d20.ts";
export {
  defenseRollPlan as energyDefenseRollPlan,
  rollDefense as energyRollDefense,
} from "../../module/engine/rulesets/energy/dice/defense.ts";
export { resolveMelee as energyResolveMelee } from "../../module/engine/rulesets/energy/attack/melee.ts";
export { deriveContest } from "../../module/foundry/rulesets/contest/derive.ts";
export { deriveWounds } from "../../module/foundry/rulesets/wounds/derive.ts";
export { deriveMomentum } from "../../module/foundry/rulesets/momentum/derive.ts";
export { packGear } from "../../scripts/balance/pack-gear.ts";
