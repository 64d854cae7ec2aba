import { inForce } from "../../core/conditions/catalog.ts";
import { activeIds } from "../../core/conditions/state.ts";
import { CONTEST_CONDITIONS, type ContestConditionEffects, type Edge, type EdgeScope } from "./conditions.ts";
import type { ContestActor } from "./creature.ts";
import type { ContestSkill } from "./tables/skills.ts";

/** The conditions a creature has right now and what they do; procedures read effects, never condition ids. */

export function conditionsInForce(actor: ContestActor): ReadonlySet<string> {
  return inForce(CONTEST_CONDITIONS, activeIds(actor.conditions));
}

export interface EffectInForce {
  readonly condition: string;
  readonly effects: ContestConditionEffects;
}

/** Effects in force, in catalog order (so refusals and audit entries always name the same condition first). */
export function effectsInForce(actor: ContestActor): readonly EffectInForce[] {
  const inForce = conditionsInForce(actor);
  return Object.values(CONTEST_CONDITIONS)
    .filter((def) => inForce.has(def.id))
    .map((def) => ({ condition: def.id, effects: def.effects }));
}

type Flag = "noActions" | "noReactions" | "skipsTurn" | "cannotMove" | "noOpportunityAttacks" | "endsAfterDefense";

/** The first condition in force with this flag, if any: refusals name it. */
export function conditionWith(actor: ContestActor, flag: Flag): string | undefined {
  return effectsInForce(actor).find((e) => e.effects[flag] === true)?.condition;
}

/** What a test is, for the conditions and gear rules that touch some tests and not others. */
export interface TestProfile {
  readonly skill: ContestSkill;
  /** An attack test (Strike, spell attack), a Defense test, or anything else. */
  readonly role: "attack" | "defense" | "other";
}

function inScope(scope: EdgeScope, profile: TestProfile): boolean {
  switch (scope) {
    case "allTests":
      return true;
    case "attackTests":
      return profile.role === "attack";
    case "dodgeTests":
      return profile.role === "defense" && profile.skill === "dodge";
    case "defenseTests":
      return profile.role === "defense";
  }
}

export interface SourcedEdge {
  readonly edge: Edge;
  readonly source: string;
}

/** Boons and banes the holder's conditions put on one of its tests. */
export function conditionEdges(actor: ContestActor, profile: TestProfile): readonly SourcedEdge[] {
  return effectsInForce(actor).flatMap((e) =>
    (e.effects.edges ?? [])
      .filter((effect) => inScope(effect.scope, profile))
      .map((effect) => ({ edge: effect.edge, source: CONTEST_CONDITIONS[e.condition]?.label ?? e.condition })),
  );
}

/** Boons and banes for attacks against the holder (prone: melee attackers gain a boon). */
export function attackedEdges(target: ContestActor, delivery: "melee" | "ranged"): readonly SourcedEdge[] {
  return effectsInForce(target).flatMap((e) => {
    const edge = e.effects.attackedEdge?.[delivery];
    const label = CONTEST_CONDITIONS[e.condition]?.label ?? e.condition;
    return edge === undefined ? [] : [{ edge, source: `Target ${label}` }];
  });
}

/** Metres of movement one metre costs (prone: 2). */
export function moveCostFactor(actor: ContestActor): number {
  return effectsInForce(actor).reduce((factor, e) => Math.max(factor, e.effects.moveCostFactor ?? 1), 1);
}
