/**
 * A `momentum` combat on a scene of 1 m squares, for the sheet's actions played through the GM: Vera (Alice's,
 * friendly) at the left square next to the Brute (Bob's, hostile); the two tie at Initiative 20, so Vera, who joined
 * first, acts first. `joining` adds more fighters of the world (hostile, from the fourth square on), who join after them.
 */
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import {
  FakeSceneDocument,
  installSelfCheckWorld,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { momentumWorld, type MomentumWorld } from "./world-fixture.ts";

export const FRIENDLY = 1;
export const HOSTILE = -1;

export interface Yard {
  readonly w: MomentumWorld;
  readonly combat: FakeCombat;
  readonly scene: FakeSceneDocument;
  readonly veraToken: FakeSceneToken;
  readonly bruteToken: FakeSceneToken;
  /** The tokens of the fighters `joining` made, in their order. */
  readonly others: readonly FakeSceneToken[];
}

export async function momentumYard(joining: (w: MomentumWorld) => readonly FakeActor[] = () => []): Promise<Yard> {
  const w = await momentumWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  await fake().game.settings.set("fray", "ruleset", "momentum");
  const scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "m", diagonals: 0 },
  });
  const [veraToken, bruteToken] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true, disposition: FRIENDLY },
    { actorId: w.brute.id, x: 100, y: 0, actorLink: true, disposition: HOSTILE },
  ]);
  if (!veraToken || !bruteToken) throw new Error("no tokens");
  const more = joining(w);
  const others = await scene.createEmbeddedDocuments(
    "Token",
    more.map((actor, i) => ({ actorId: actor.id, x: 300 + 100 * i, y: 0, actorLink: true, disposition: HOSTILE })),
  );
  await scene.view();
  const combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: veraToken.id, sceneId: scene.id },
    { actorId: w.brute.id, tokenId: bruteToken.id, sceneId: scene.id },
    ...others.map((token) => ({ actorId: token.actorId, tokenId: token.id, sceneId: scene.id })),
  ]);
  await combat.startCombat();
  return { w, combat, scene, veraToken, bruteToken, others };
}
