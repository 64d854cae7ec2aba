import type { DieEdge } from "../../../core/dice/request.ts";

/**
 * Advantage and Disadvantage as named sources that cancel: "Weakness and Resistance cancel each other out just like
 * Advantage and Disadvantage. You can't have multiple Weaknesses or multiple Resistances to the same thing, just
 * like you can't have double Advantage or Disadvantage." Any advantage and any disadvantage give a normal roll;
 * several of one kind are still one.
 */
export interface EdgeSource {
  readonly source: string;
  readonly edge: "advantage" | "disadvantage";
}

export interface NetEdge {
  readonly edge: DieEdge;
  /** The sources that were considered (for the roll card). */
  readonly sources: readonly EdgeSource[];
}

export function netEdge(sources: readonly EdgeSource[]): NetEdge {
  const up = sources.some((s) => s.edge === "advantage");
  const down = sources.some((s) => s.edge === "disadvantage");
  const edge: DieEdge = up === down ? "normal" : up ? "advantage" : "disadvantage";
  return { edge, sources };
}

export const advantage = (source: string): EdgeSource => ({ source, edge: "advantage" });
export const disadvantage = (source: string): EdgeSource => ({ source, edge: "disadvantage" });
