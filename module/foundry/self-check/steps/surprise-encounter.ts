/**
 * The set-up a room's surprise step shares (contest's surprise contest, wounds' surprise check): surprise comes before
 * the first round, which the skirmish's encounter is long past, so the step runs in the two tokens' own encounter, not
 * started, and the world is restored after — the dice rule cleared, the status the step set taken off the target, the
 * encounter deleted, and the encounter the GM viewed still the one viewed.
 */
import { expectEqual, need } from "../expect.ts";
import { selfCheckFlags } from "../flags.ts";
import type { Skirmish } from "../skirmish.ts";

/** A die rule: the first die rolled shows its highest face, every later one 1. */
export function firstHighThenLow(): (faces: number) => number {
  let rolled = 0;
  return (faces) => (rolled++ === 0 ? faces : 1);
}

/** The skirmish's two sides, by the role each actor plays in it. */
export type SkirmishRole = "attacker" | "target";

/**
 * Runs `act` with the combatant of `role`'s actor in the two tokens' own unstarted encounter; afterwards takes
 * `statusSet` off the target and deletes the encounter, also when `act` throws.
 */
export async function inUnstartedEncounter(
  s: Skirmish,
  role: SkirmishRole,
  statusSet: string,
  act: (combatant: Combatant.Implementation) => Promise<void>,
): Promise<void> {
  const viewed = game.combat?.id;
  const scene = need(s.scene, "the scene");
  const tokens = need(s.tokens, "the tokens");
  const actors = need(s.actors, "the actors");
  const combat = need(
    await CONFIG.Combat.documentClass.create({ scene: scene.id, flags: selfCheckFlags() }),
    "the surprise encounter",
  );
  try {
    await combat.createEmbeddedDocuments(
      "Combatant",
      [tokens.attacker, tokens.target].map((t) => ({ tokenId: t.id, sceneId: scene.id, actorId: t.actorId })),
    );
    const actor = actors[role];
    await act(
      need(
        combat.combatants.find((c) => c.actor?.id === actor.id),
        `the ${role}'s combatant`,
      ),
    );
  } finally {
    s.dice.set(undefined);
    await actors.target.toggleStatusEffect(statusSet, { active: false });
    await combat.delete();
  }
  expectEqual("the encounter the GM views", viewed, game.combat?.id);
}
