import { applyPipeline, type DamageResult } from "../../../core/damage/pipeline.ts";
import type { Tracks } from "../../../core/damage/tracks.ts";
import type { BonusCreature, Track } from "../creature.ts";
import { armorDestroyed, armorTrackId, type ArmorPiece } from "./armor.ts";
import { creaturePipeline, DURABILITY, HEALTH, type BonusDefense } from "./creature-pipeline.ts";
import { hitPacket, type BonusHit } from "./hit.ts";
import { DEFAULT_BONUS_DAMAGE_OPTIONS, type BonusDamageOptions } from "./options.ts";
import { atZeroHealth } from "./status.ts";

/**
 * Apply a hit to a `bonus` creature: run the pipeline, write the tracks back, then the state changes the seed ties
 * to them — Wounded at 0 Durability, Shock at 0 Health ("When you are reduced to 0 Health you do not die instantly,
 * but you do go into Shock"), death for "any additional damage while you are in shock".
 */

export type BonusDamageEvent =
  | { readonly kind: "immune"; readonly source: string }
  | { readonly kind: "wounded" }
  | { readonly kind: "shock"; readonly roundsLeft: number }
  | { readonly kind: "killed"; readonly cause: "damageInShock" | "noStamina" }
  | { readonly kind: "armorDestroyed"; readonly id: string };

export interface BonusDamageOutcome {
  readonly creature: BonusCreature;
  /** The defender's armor with Durability after absorbing. */
  readonly armor: readonly ArmorPiece[];
  readonly result: DamageResult;
  readonly events: readonly BonusDamageEvent[];
}

function tracksOf(creature: BonusCreature, armor: readonly ArmorPiece[]): Tracks {
  const tracks: Record<string, Track> = { [DURABILITY]: creature.durability, [HEALTH]: creature.health };
  for (const piece of armor) if (piece.durability !== undefined) tracks[armorTrackId(piece)] = piece.durability;
  return tracks;
}

export function applyBonusDamage(
  creature: BonusCreature,
  defense: BonusDefense,
  hit: BonusHit,
  options: BonusDamageOptions = DEFAULT_BONUS_DAMAGE_OPTIONS,
): BonusDamageOutcome {
  const result = applyPipeline(creaturePipeline(creature, defense, hit, options), hitPacket(hit), {
    tracks: tracksOf(creature, defense.armor),
  });
  if (creature.dead) return { creature, armor: defense.armor, result, events: [] };

  const tracks = result.state.tracks;
  const events: BonusDamageEvent[] = [];
  if (result.immuneBy !== undefined) events.push({ kind: "immune", source: result.immuneBy });

  const armor = defense.armor.map((piece) => {
    const after = tracks[armorTrackId(piece)];
    if (after === undefined || piece.durability === undefined || after.value === piece.durability.value) return piece;
    const next = { ...piece, durability: { ...piece.durability, value: after.value } };
    if (armorDestroyed(next)) events.push({ kind: "armorDestroyed", id: piece.id });
    return next;
  });

  const durability = tracks[DURABILITY] ?? creature.durability;
  const health = tracks[HEALTH] ?? creature.health;
  let next: BonusCreature = { ...creature, durability, health };
  if (creature.durability.value > 0 && durability.value <= 0) events.push({ kind: "wounded" });

  const wasDown = atZeroHealth(creature);
  const hurt = result.amount > 0;
  if (wasDown && hurt && (!creature.stabilized || options.damageWhileStabilized === "killed")) {
    // "If you take any additional damage while you are in shock, you are killed outright."
    next = { ...next, dead: true, shockRoundsLeft: undefined };
    events.push({ kind: "killed", cause: "damageInShock" });
  } else if ((wasDown && hurt) || (!wasDown && health.value <= 0)) {
    // "A creature in Shock is on death's door and will die in a number rounds equal to your Stamina score."
    const roundsLeft = Math.max(0, creature.stamina);
    next = { ...next, stabilized: false, shockRoundsLeft: roundsLeft };
    events.push({ kind: "shock", roundsLeft });
    if (roundsLeft === 0) {
      next = { ...next, dead: true, shockRoundsLeft: undefined };
      events.push({ kind: "killed", cause: "noStamina" });
    }
  }
  return { creature: next, armor, result, events };
}
