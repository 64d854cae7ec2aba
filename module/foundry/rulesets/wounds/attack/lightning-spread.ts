/**
 * Lightning's spread underwater on the attack card (seed 004, Underwater Combat): "Anything that deals lightning damage
 * has its normal effect and additionally deals damage to nearby creatures. The damage dealt in this expanded area is
 * equal to the normal damage reduced by 1 for every foot away the creature is from the original area of effect. The
 * creator of the lightning effect may be subject to this damage if close enough." Read on the GM's side when the
 * damage is applied, from the scene as it stands then: every other creature in the water (engine `inTheWater`, or
 * the attacker fighting underwater by the attack's own row) within reach of the target's space, and what it takes
 * (engine `lightningSpreadAtYards`). A hidden token is the GM's: the card players read does not name it (decision 227).
 */
import { lightningSpreadAtYards, inTheWater } from "../../../../engine/rulesets/wounds/special/underwater.ts";
import { attackerTokenOn, readPair } from "../../../canvas/situate.ts";
import { woundsActorView } from "../documents.ts";
import { toWoundsActor } from "../sources.ts";
import { ATTACK_KEY } from "./plan.ts";

export interface LightningStrike {
  /** The token's name, as the canvas shows it (the actor's when the token has none). */
  readonly name: string;
  /** Yards from the target's space to the creature's, edge to edge. */
  readonly yards: number;
  readonly damage: number;
}

/** The creature's token on the first scene that holds one (the scene the spread is read on). */
function tokenOf(actor: Actor.Implementation): TokenDocument.Implementation | undefined {
  for (const scene of game.scenes.contents) {
    const token = attackerTokenOn(scene, actor);
    if (token) return token;
  }
  return undefined;
}

function inWater(actor: Actor.Implementation, attacker: Actor.Implementation, attackUnderwater: boolean): boolean {
  if (attackUnderwater && actor.uuid === attacker.uuid) return true;
  const view = woundsActorView(actor);
  return view !== undefined && inTheWater(toWoundsActor(view.source, view.statuses));
}

/** Each creature the spread reaches from `target`, nearest first; empty off the canvas. */
export function lightningSpread(
  target: Actor.Implementation,
  attack: { readonly attacker: Actor.Implementation; readonly underwater: boolean },
  damage: number,
): readonly LightningStrike[] {
  const own = tokenOf(target);
  const scene = own?.parent;
  if (!own || !scene) return [];
  return scene.tokens.contents
    .flatMap((token) => {
      const actor = token.actor;
      if (token.id === own.id || token.hidden || !actor) return [];
      if (!inWater(actor, attack.attacker, attack.underwater)) return [];
      const yards = readPair("wounds", own, token)?.distance;
      const dealt = yards === undefined ? 0 : lightningSpreadAtYards(damage, yards);
      return yards === undefined || dealt === 0 ? [] : [{ name: token.name || actor.name, yards, damage: dealt }];
    })
    .sort((a, b) => a.yards - b.yards);
}

/**
 * "Lightning spreads through the water: Sten 7 damage (1 yd away), Mira 4 damage (2 yd away)", localized; empty when
 * it reaches no one.
 */
export function lightningSpreadLine(strikes: readonly LightningStrike[]): string {
  if (strikes.length === 0) return "";
  const each = strikes.map((s) =>
    game.i18n.format(`${ATTACK_KEY}.Damage.lightningStrike`, {
      name: s.name,
      damage: String(s.damage),
      yards: String(Math.round(s.yards * 10) / 10),
    }),
  );
  return game.i18n.format(`${ATTACK_KEY}.Damage.lightningSpread`, { creatures: each.join(", ") });
}
