/**
 * Shared steps that set the stage in any ruleset: two creatures imported from the ruleset's monster compendium,
 * a scene with the ruleset's grid, and a token for each, side by side, on the scene the GM now views (targets
 * exist only on the viewed scene, v13 `User#_onUpdateTokenTargets`).
 */
import { getRulesetMeta, packName } from "../../../engine/meta-registry.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { expectEqual, need } from "../expect.ts";
import { selfCheckFlags } from "../flags.ts";
import { selfCheckName } from "../names.ts";
import type { SelfCheckRoom } from "../room.ts";
import type { Skirmish, SkirmishStep } from "../skirmish.ts";

const STEP = `${I18N_ROOT}.SelfCheck.Step`;
/** Grid size of the scene in pixels, and where the two tokens stand (adjacent spaces). */
const GRID_SIZE = 100;
const PLACES = { attacker: { x: GRID_SIZE, y: GRID_SIZE }, target: { x: 2 * GRID_SIZE, y: GRID_SIZE } } as const;

export function monsterPack(s: Skirmish): string {
  const spec = need(
    getRulesetMeta(s.ruleset).packs.find((pack) => pack.type === "Actor"),
    `the Actor compendium of "${s.ruleset}"`,
  );
  return `${SYSTEM_ID}.${packName(s.ruleset, spec)}`;
}

/** A compendium creature imported as the run's own world actor (removed with the run), its tokens linked to it. */
export async function importActor(
  s: Skirmish,
  pack: string,
  id: string,
  part: "attacker" | "target",
): Promise<Actor.Implementation> {
  // Its `type` (Actor) is the descriptor's; fvtt-types 13.345 types `game.packs.get` as a compendium of any kind.
  const compendium = need(
    game.packs.get(pack),
    `compendium ${pack}`,
  ) as foundry.documents.collections.CompendiumCollection<"Actor">;
  // Linked tokens: the token's actor is this world actor, the one the steps read and clean up.
  const data = { name: selfCheckName(part), flags: selfCheckFlags(), prototypeToken: { actorLink: true } };
  const actor = await game.actors.importFromCompendium(compendium, id, data);
  // fvtt-types 13.345 types the import as core's Actor; it is built with the world's class (FrayActor).
  return s.tracker.created(need(actor as Actor.Implementation | undefined, `${part} ${id} imported from ${pack}`));
}

export function createActorsStep(room: SelfCheckRoom): SkirmishStep {
  return {
    id: "actors",
    labelKey: `${STEP}.actors`,
    async run(s) {
      const pack = monsterPack(s);
      const attacker = await importActor(s, pack, room.attacker.id, "attacker");
      const target = await importActor(s, pack, room.target.id, "target");
      s.actors = { attacker, target };
      s.weaponId = need(
        attacker.items.find((item) => item.name === room.attacker.weapon)?.id,
        `the attacker's "${room.attacker.weapon}"`,
      );
      expectEqual(
        "the attacker's type belongs to the world's ruleset",
        true,
        attacker.type.startsWith(`${s.ruleset}-`),
      );
    },
  };
}

export const createSceneStep: SkirmishStep = {
  id: "scene",
  labelKey: `${STEP}.scene`,
  async run(s) {
    const { distance, unit } = getRulesetMeta(s.ruleset).grid;
    const scene = await CONFIG.Scene.documentClass.create({
      name: selfCheckName("scene"),
      flags: selfCheckFlags(),
      width: 4 * GRID_SIZE,
      height: 3 * GRID_SIZE,
      padding: 0,
      grid: { size: GRID_SIZE, distance, units: unit },
    });
    s.scene = s.tracker.created(need(scene, "the scene"));
  },
};

export const createTokensStep: SkirmishStep = {
  id: "tokens",
  labelKey: `${STEP}.tokens`,
  async run(s) {
    const scene = need(s.scene, "the scene");
    const { attacker, target } = need(s.actors, "the actors");
    const created = await scene.createEmbeddedDocuments("Token", [
      { name: attacker.name, actorId: attacker.id, actorLink: true, ...PLACES.attacker },
      { name: target.name, actorId: target.id, actorLink: true, ...PLACES.target },
    ]);
    const [a, t] = created ?? [];
    s.tokens = { attacker: need(a, "the attacker's token"), target: need(t, "the target's token") };
    expectEqual("the target's token stands for the target", target.id, s.tokens.target.actor?.id);
    // The GM views the scene for the run and returns to the scene viewed before (undone before the scene goes).
    const viewed = game.scenes.viewed;
    await scene.view();
    s.tracker.onCleanup("view", () => viewed?.view() ?? Promise.resolve());
    expectEqual("the viewed scene", scene.id, canvas.scene?.id);
  },
};
