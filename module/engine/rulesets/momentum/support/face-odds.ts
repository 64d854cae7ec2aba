import type { DiceRequest } from "../../../core/dice/request.ts";
import { probabilityOf } from "../../../core/odds/distribution.ts";
import { requestDistribution } from "../../../core/odds/request.ts";

/**
 * Generic (a candidate for core/odds): exact odds of a single-die roll whose natural faces override the total
 * ("a natural 1 always misses", "a natural 20 is a critical"). The face distribution comes from the die group alone,
 * with its advantage or disadvantage; each face then either clears the target with the flat bonus or is decided by
 * `rule`. Core's `successProbability` cannot see faces, only totals.
 */
export type FaceRule = (face: number, clears: boolean) => boolean;

export function probabilityByFace(request: DiceRequest, groupId: string, rule: FaceRule): number {
  const target = request.target;
  if (!target) throw new RangeError(`"${request.label}" has no target`);
  const die = request.groups.find((g) => g.id === groupId);
  if (!die || request.groups.length !== 1 || die.count !== 1 || die.explode !== undefined) {
    throw new RangeError(`"${request.label}" is not a roll of one plain die "${groupId}"`);
  }
  const faces = requestDistribution({ label: request.label, groups: [die], modifiers: [] });
  const bonus = request.modifiers.reduce((sum, m) => sum + m.value, 0);
  let p = 0;
  for (let face = 1; face <= die.faces; face++) {
    const total = face + bonus;
    const clears = target.kind === "meet" ? total >= target.value : total > target.value;
    if (rule(face, clears)) p += probabilityOf(faces, face);
  }
  return p;
}
