/**
 * A shared step after the rest (it adds combatants, so it runs once the room's steps and the simulation have read
 * the two-fighter encounter): two unlinked tokens of the target's actor, as a GM drags a pack of monsters from one
 * actor. Core gives each a synthetic actor with the world actor's id; the step proves in the live world that each
 * finds its own combatant (the sheets' pools and spends, effects' expiry) and that a change to one stays on its token.
 */
import { I18N_ROOT } from "../../constants.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import { expectThat, need } from "../expect.ts";
import type { SkirmishStep } from "../skirmish.ts";

const STEP = `${I18N_ROOT}.SelfCheck.Step`;
/** Below the two fighters' row (setup.ts places them on row 1 of a 100 px grid). */
const PLACES = [
  { x: 0, y: 200 },
  { x: 100, y: 200 },
] as const;
/** Appended to the first synthetic actor's name: the change that must not reach the other or the world actor. */
const MARK = "(unlinked)";

export const unlinkedTokensStep: SkirmishStep = {
  id: "unlinked",
  labelKey: `${STEP}.unlinked`,
  async run(s) {
    const scene = need(s.scene, "the scene");
    const combat = need(s.combat, "the combat");
    const { target } = need(s.actors, "the actors");
    const tokens =
      (await scene.createEmbeddedDocuments(
        "Token",
        PLACES.map((place) => ({ name: target.name, actorId: target.id, actorLink: false, ...place })),
      )) ?? [];
    const [one, two] = tokens.map((token) => need(token.actor, `the synthetic actor of token ${token.id}`));
    const first = need(one, "the first unlinked token's actor");
    const second = need(two, "the second unlinked token's actor");
    expectThat(first.id === target.id && second.id === target.id, "both synthetic actors keep the world actor's id", [
      first.id,
      second.id,
    ]);
    expectThat(first.uuid !== second.uuid, "the two synthetic actors have their own UUIDs", [first.uuid, second.uuid]);
    await combat.createEmbeddedDocuments(
      "Combatant",
      tokens.map((token) => ({ tokenId: token.id, sceneId: scene.id, actorId: target.id })),
    );
    const fightsAs = [fightingCombatant(first)?.tokenId, fightingCombatant(second)?.tokenId];
    expectThat(
      fightsAs[0] === tokens[0]?.id && fightsAs[1] === tokens[1]?.id,
      "each synthetic actor fights as its own token's combatant",
      fightsAs,
    );
    const renamed = `${target.name} ${MARK}`;
    await first.update({ name: renamed });
    const names = [first.name, second.name, target.name];
    expectThat(
      names[0] === renamed && names[1] !== renamed && names[2] !== renamed,
      "a change to one synthetic actor stays on its token",
      names,
    );
  },
};
