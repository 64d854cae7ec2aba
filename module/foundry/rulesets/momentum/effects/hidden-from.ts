/**
 * Hidden as Fray stores it (rules page decision 132): the Hidden status effect is its visible face, and whom it hides
 * from ("You successfully hide if you beat their Perception Check", per observer: decision 48) is that effect's
 * `flags.fray.hiddenFrom`, the observers' actor UUIDs as the engine's relation names them (`hiddenFrom:`). Only the
 * active GM's client writes it (a won Hide, surprise, an attack revealing), from the documents and its own rolls.
 * The status and the observers are one thing: taking Hidden away (the token HUD, the sheet) ends every relation with
 * it. A Hidden set by hand names no observer; its reader says whom it hides from.
 */
import { removeCondition } from "../../../../engine/core/conditions/mutate.ts";
import type { ConditionState } from "../../../../engine/core/conditions/state.ts";
import { HIDDEN_FROM, hideFrom, reveal } from "../../../../engine/rulesets/momentum/relations.ts";
import { effectExpiry } from "../../../combat/expiry.ts";
import { SYSTEM_ID } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { statusEffectId } from "../../../effects/keys.ts";
import { deletionUpdate } from "../../../version/deletion.ts";

const HIDDEN = "hidden";
const FLAG = "hiddenFrom";

function hiddenEffect(actor: Actor.Implementation): ActiveEffect.Implementation | undefined {
  return actor.statuses.has(HIDDEN) ? actor.effects.get(statusEffectId(HIDDEN)) : undefined;
}

/** The observers the actor's Hidden names (read without trusting the flag's shape); undefined: set by hand, or none. */
export function storedHiddenFrom(actor: Actor.Implementation): readonly string[] | undefined {
  const fray: unknown = hiddenEffect(actor)?.flags[SYSTEM_ID];
  const list: unknown = typeof fray === "object" && fray !== null ? Reflect.get(fray, FLAG) : undefined;
  return Array.isArray(list) ? list.filter((o): o is string => typeof o === "string") : undefined;
}

/** The plain Hidden read from the statuses, restated as the engine's relation towards these observers. */
export function restatedHidden(state: ConditionState, observers: readonly string[], round: number): ConditionState {
  const removed = removeCondition(state, HIDDEN);
  return hideFrom(removed.ok ? removed.state.state : state, observers, round);
}

/**
 * The actor's conditions with its Hidden as the relation: towards the observers it stores, or (set by hand) towards
 * `unnamed` — the GM's Hidden hides from whoever the rule asks about. A Hidden stamped with the end of its holder's
 * turn (revealed during it) is restated as the engine's reveal leaves it, so a Hide that fails keeps that end.
 */
export function withStoredHidden(
  actor: Actor.Implementation,
  state: ConditionState,
  unnamed: readonly string[],
  round: number,
): ConditionState {
  const effect = hiddenEffect(actor);
  if (!effect) return state;
  const restated = restatedHidden(state, storedHiddenFrom(actor) ?? unnamed, round);
  const end = effectExpiry(effect);
  return end?.kind === "turnEnd" ? reveal(restated, end.holder, true, round) : restated;
}

/**
 * GM: write what a rule did to the relation. No observer left takes the status away; otherwise the status holds the
 * observers, stamped with the end of the turn while every relation ends there ("You stay hidden until the end of the
 * turn if this happens during your turn"). Once one lasts ("You can stay hidden if you successfully take the Hide
 * action after anything that would reveal you and before your turn ends"), the status holds the lasting ones, with
 * no end: one effect has one end, and those the new Hide did not beat found the hider.
 */
export async function writeHidden(
  actor: Actor.Implementation,
  before: ConditionState,
  after: ConditionState,
): Promise<void> {
  await applyConditionChanges(actor, before, after);
  const relations = (after.active[HIDDEN]?.applications ?? []).filter((a) => a.source.startsWith(HIDDEN_FROM));
  const lasting = relations.filter((a) => a.expiry.kind === "never");
  const kept = lasting.length > 0 ? lasting : relations;
  const until = lasting.length > 0 ? undefined : relations[0]?.expiry;
  const effect = hiddenEffect(actor);
  if (kept.length === 0 || !effect) return;
  const observers = kept.map((a) => a.source.slice(HIDDEN_FROM.length));
  await effect.update({
    flags: { [SYSTEM_ID]: { [FLAG]: observers, ...(until ? { expiry: until } : deletionUpdate("expiry")) } },
  });
}
