/** The self-check's two fighters as combatants of its combat, and which of them acts now (self-check*.ts). */
import { need } from "../../self-check/expect.ts";
import type { Fighters, Skirmish } from "../../self-check/skirmish.ts";

export type Fighter = keyof Fighters<unknown>;

export function combatantOf(s: Skirmish, who: Fighter): Combatant.Implementation {
  const actor = need(s.actors, "the actors")[who];
  return need(
    need(s.combat, "the combat").combatants.find((c) => c.actor?.id === actor.id),
    `the ${who}'s combatant`,
  );
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
