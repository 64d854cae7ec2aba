/**
 * The self-check's two fighters as combatants of its combat, which of them acts now (self-check*.ts), and a third
 * creature placed on the scene for the steps that need one (a miss that strikes the creature in front).
 */
import { need } from "../../self-check/expect.ts";
import type { Fighters, Skirmish } from "../../self-check/skirmish.ts";
import { importActor, monsterPack } from "../../self-check/steps/setup.ts";
import { combatantOf as actorsCombatant } from "../../self-check/steps/combatant-of.ts";

export type Fighter = keyof Fighters<unknown>;

export function combatantOf(s: Skirmish, who: Fighter): Combatant.Implementation {
  const actor = need(s.actors, "the actors")[who];
  return actorsCombatant(s, actor, `the ${who}'s combatant`);
}

/** The one acting now and the other, with the acting one's name in the skirmish. */
export function actingAndOther(s: Skirmish): {
  readonly acting: Combatant.Implementation;
  readonly other: Combatant.Implementation;
  readonly who: Fighter;
} {
  const acting = need(need(s.combat, "the combat").combatant, "the acting combatant");
  const who = acting.id === combatantOf(s, "attacker").id ? "attacker" : "target";
  return { acting, other: combatantOf(s, who === "attacker" ? "target" : "attacker"), who };
}

/** The compendium's Town Guard (packs/_source/momentum-monsters), medium as both fighters. */
const THIRD_CREATURE = "Lca3a03XGznpc3DE";

/** A third creature from the monster compendium (the run's own actor, removed with it), its token at `place`. */
export async function thirdCreatureAt(
  s: Skirmish,
  place: { readonly x: number; readonly y: number },
): Promise<TokenDocument.Implementation> {
  const actor = await importActor(s, monsterPack(s), THIRD_CREATURE, "target");
  const [token] = (await need(s.scene, "the scene").createEmbeddedDocuments("Token", [
    { name: actor.name, actorId: actor.id, actorLink: true, ...place },
  ])) ?? [undefined];
  return need(token, "the third creature's token");
}
