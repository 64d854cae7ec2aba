import type { AuditEntry } from "../../../core/dice/audit.ts";
import type { DieEdge } from "../../../core/dice/request.ts";
import type { EdgeKind } from "../conditions.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";

/**
 * Advantage and disadvantage (seed 002: "Attack rolls against you have disadvantage, and you have advantage on all
 * your DR"; "you attack with disadvantage if you are within melee range of an enemy"; "they make it with
 * advantage"). The seed never says how several sources combine. Fray's default ("cancel"): any advantage and any
 * disadvantage cancel to a plain roll and several of one kind are still one roll of two d20; the "net" setting
 * counts them instead. Either way the d20 is rolled at most twice.
 */
export interface EdgeSource {
  readonly source: string;
  readonly edge: EdgeKind;
}

export interface EdgeResolution {
  readonly edge: DieEdge;
  /** "cancel" entries for sources that cancelled each other, for the chat card. */
  readonly audit: readonly AuditEntry[];
}

const names = (sources: readonly EdgeSource[]): string => sources.map((s) => s.source).join(", ");

export function resolveEdge(
  sources: readonly EdgeSource[],
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): EdgeResolution {
  const ups = sources.filter((s) => s.edge === "advantage");
  const downs = sources.filter((s) => s.edge === "disadvantage");
  if (options.edgeStacking === "cancel") {
    if (ups.length > 0 && downs.length > 0) {
      return { edge: "normal", audit: [{ type: "cancel", source: names(ups), against: names(downs) }] };
    }
    return { edge: ups.length > 0 ? "advantage" : downs.length > 0 ? "disadvantage" : "normal", audit: [] };
  }
  const pairs = Math.min(ups.length, downs.length);
  const audit: AuditEntry[] = [];
  for (let i = 0; i < pairs; i++) {
    audit.push({ type: "cancel", source: ups[i]?.source ?? "", against: downs[i]?.source ?? "" });
  }
  const edge = ups.length > downs.length ? "advantage" : downs.length > ups.length ? "disadvantage" : "normal";
  return { edge, audit };
}
