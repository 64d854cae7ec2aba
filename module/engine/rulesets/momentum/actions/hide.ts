import type { MomentumActor } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { hideFrom } from "../relations.ts";
import { conditionWith } from "../status.ts";

/**
 * Hide (seed 002): "You can try to hide from all enemies if none of them sees you. You successfully hide if you beat
 * their Perception Check with your Stealth Check. While you are hidden, you have advantage on all of your attacks,
 * and the enemies do not know where you are." Each enemy rolls Perception against your one Stealth roll; by default
 * you are hidden from each enemy you beat (setting `hideMode: "allOrNothing"`: from all of them only if you beat all).
 * A Blinded enemy does not see you and does not stop the attempt.
 */
export interface Observer {
  readonly id: string;
  readonly actor: MomentumActor;
  /** It can see the would-be hider right now (line of sight, light: the adapter's facts). */
  readonly seesYou: boolean;
}

/** "if none of them sees you": the observers that stop the attempt. */
export function watchers(observers: readonly Observer[]): readonly string[] {
  return observers.filter((o) => o.seesYou && conditionWith(o.actor, "cannotSee") === undefined).map((o) => o.id);
}

/** After the contests: `beaten` are the observers whose Perception the Stealth roll beat. */
export function applyHide(
  hider: MomentumActor,
  observers: readonly Observer[],
  beaten: readonly string[],
  round: number,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): MomentumActor {
  if (watchers(observers).length > 0) return hider;
  const all = observers.map((o) => o.id);
  const hiddenFrom =
    options.hideMode === "perObserver"
      ? all.filter((id) => beaten.includes(id))
      : all.every((id) => beaten.includes(id))
        ? all
        : [];
  return { ...hider, conditions: hideFrom(hider.conditions, hiddenFrom, round) };
}
