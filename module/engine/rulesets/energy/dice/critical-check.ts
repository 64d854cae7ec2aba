/**
 * A natural 20 or natural 1 on a plain 1d20 roll (seed 001): "When you roll a natural 20 on a 1d20 roll it is a
 * Critical Success … This does not necessarily mean you succeeded … It is up to a GM to determine any special benefits
 * from a Critical Success"; "When you roll a natural 1 on a 1d20 roll it is a Critical Failure". So it is named beside
 * the roll's success or failure, never in place of it. A roll on another die (a Fortitude roll's 1d10*) has none.
 */
import type { RollResult } from "../../../core/dice/result.ts";
import { D20_GROUP_ID } from "./d20.ts";

export type D20Critical = "success" | "failure" | "none";

export function d20Critical(result: RollResult): D20Critical {
  const group = result.groups.find((g) => g.id === D20_GROUP_ID && g.faces === 20);
  const face = group?.dice[0]?.total;
  if (face === 20) return "success";
  if (face === 1) return "failure";
  return "none";
}
