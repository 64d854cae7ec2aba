/**
 * What riding changes in an attack, read from the documents as they stand (seed 004; docs/rules/wounds.md decision
 * 202): "You gain a +1 bonus to melee defense and melee attack rolls against any opponents of a size smaller than your
 * mount unless they are also mounted on a creature at least as large as your mount, and you are considered 1 yard
 * farther from creatures on the ground smaller than your mount." The roll dialog's Mounted rows are switched on with
 * the reason (the engine's `mountedAdvantage`; the dialog may still override them), and the yards a melee weapon
 * must reach are the engine's `riderDistance`. Who rides what is the combatants' record (riding.ts).
 */
import {
  mountedAdvantage,
  riderDistance,
  type MountedMatchup,
} from "../../../../engine/rulesets/wounds/special/mounted.ts";
import type { LocalizedText, RollChoices } from "../../../combat-room.ts";
import { combatantOfToken } from "../../../combat/token-moved.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsActorView } from "../documents.ts";
import { mountOf } from "./riding.ts";

const KEY = `${I18N_ROOT}.Wounds.Mounted`;

/** A creature in the attack: its name and size, and the mount it rides (name and size), if it rides. */
interface Side {
  readonly name: string;
  readonly size: number;
  readonly mount?: { readonly name: string; readonly size: number };
}

const sizeOf = (actor: Actor.Implementation | null): number =>
  (actor ? woundsActorView(actor)?.source.size : undefined) ?? 0;

function sideOf(token: TokenDocument.Implementation): Side {
  const combatant = combatantOfToken(token);
  const mount = combatant ? mountOf(combatant) : undefined;
  const base = { name: token.actor?.name ?? token.name, size: sizeOf(token.actor) };
  return mount ? { ...base, mount: { name: mount.name ?? "", size: sizeOf(mount.actor) } } : base;
}

/** `rider`'s matchup against `other`, when `rider` rides. */
function matchup(rider: Side, other: Side): MountedMatchup | undefined {
  if (!rider.mount) return undefined;
  return {
    mountSize: rider.mount.size,
    opponentSize: other.size,
    ...(other.mount ? { opponentMountSize: other.mount.size } : {}),
  };
}

export interface MountedReading {
  readonly defaults: RollChoices;
  readonly reasons: Readonly<Record<string, LocalizedText>>;
  /** The yards between them as a melee weapon must reach them. */
  readonly distance: number;
}

/** The Mounted rows and the reach distance of an attack from `attacker`'s token on `target`'s, `distance` yards apart. */
export function readMounted(
  attacker: TokenDocument.Implementation,
  target: TokenDocument.Implementation,
  distance: number,
): MountedReading {
  const a = sideOf(attacker);
  const t = sideOf(target);
  const attacking = matchup(a, t);
  const defending = matchup(t, a);
  const defaults: Record<string, boolean> = {};
  const reasons: Record<string, LocalizedText> = {};
  const data = { name: a.name, target: t.name };
  if (attacking && mountedAdvantage(attacking)) {
    defaults["mountedAttack"] = true;
    reasons["mountedAttack"] = { key: `${KEY}.attackReason`, data: { ...data, mount: a.mount?.name ?? "" } };
  }
  if (defending && mountedAdvantage(defending)) {
    defaults["mountedDefense"] = true;
    reasons["mountedDefense"] = { key: `${KEY}.defenseReason`, data: { ...data, mount: t.mount?.name ?? "" } };
  }
  // The rider's yard counts once, from whichever side rides above a smaller creature on the ground.
  const riding = attacking ?? defending;
  return { defaults, reasons, distance: riding ? riderDistance(distance, riding) : distance };
}
