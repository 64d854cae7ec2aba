/**
 * Predicates over a damage packet, written as data rather than functions so that a pipeline can be stored on a chat
 * card, compared in tests and explained in the audit trail ("skipped: weapon quality ≥ 5"). They read only the
 * packet (its tags and numeric attributes), never the running amount, which keeps every pipeline monotone: a step is
 * either on or off for a given hit, whatever the dice said.
 */

/** What the predicates can see of a hit. */
export interface PacketFacts {
  /** Damage type and any classifiers ("kinetic", "physical", "ranged", "area", "magical"). */
  readonly tags: readonly string[];
  /** Numeric facts (weapon quality index, tier …). A missing key makes every comparison on it false. */
  readonly attrs?: Readonly<Record<string, number>>;
}

export type Comparison = ">=" | ">" | "<=" | "<" | "==";

export type DamagePredicate =
  | { readonly kind: "always" }
  | { readonly kind: "never" }
  | { readonly kind: "tag"; readonly tag: string }
  | { readonly kind: "attr"; readonly key: string; readonly op: Comparison; readonly value: number }
  | { readonly kind: "not"; readonly of: DamagePredicate }
  | { readonly kind: "all"; readonly of: readonly DamagePredicate[] }
  | { readonly kind: "any"; readonly of: readonly DamagePredicate[] };

export const always: DamagePredicate = { kind: "always" };
export const never: DamagePredicate = { kind: "never" };
export const hasTag = (tag: string): DamagePredicate => ({ kind: "tag", tag });
export const attr = (key: string, op: Comparison, value: number): DamagePredicate => ({ kind: "attr", key, op, value });
export const not = (of: DamagePredicate): DamagePredicate => ({ kind: "not", of });
export const allOf = (...of: DamagePredicate[]): DamagePredicate => ({ kind: "all", of });
export const anyOf = (...of: DamagePredicate[]): DamagePredicate => ({ kind: "any", of });

function compare(left: number, op: Comparison, right: number): boolean {
  switch (op) {
    case ">=":
      return left >= right;
    case ">":
      return left > right;
    case "<=":
      return left <= right;
    case "<":
      return left < right;
    case "==":
      return left === right;
  }
}

export function testPredicate(predicate: DamagePredicate, facts: PacketFacts): boolean {
  switch (predicate.kind) {
    case "always":
      return true;
    case "never":
      return false;
    case "tag":
      return facts.tags.includes(predicate.tag);
    case "attr": {
      const value = facts.attrs?.[predicate.key];
      return value !== undefined && compare(value, predicate.op, predicate.value);
    }
    case "not":
      return !testPredicate(predicate.of, facts);
    case "all":
      return predicate.of.every((p) => testPredicate(p, facts));
    case "any":
      return predicate.of.some((p) => testPredicate(p, facts));
  }
}

/** A plain-English rendering for the audit trail and for tests that read like the rules. */
export function describePredicate(predicate: DamagePredicate): string {
  switch (predicate.kind) {
    case "always":
      return "always";
    case "never":
      return "never";
    case "tag":
      return `is ${predicate.tag}`;
    case "attr":
      return `${predicate.key} ${predicate.op} ${predicate.value}`;
    case "not":
      return `not (${describePredicate(predicate.of)})`;
    case "all":
      return predicate.of.map(describePredicate).join(" and ");
    case "any":
      return predicate.of.map(describePredicate).join(" or ");
  }
}
