/**
 * A `contest` combat on a scene of 1-metre squares, as the canvas and reaction suites set it up: the world of
 * `world-fixture.ts` with the ruleset set (the GM acting), Kara's token (Alice's, friendly) and the Brute's (Bob's,
 * hostile), both in a started combat, Kara at initiative 5 and the Brute at 2 unless `bruteFirst`.
 */
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import {
  FakeSceneDocument,
  installSelfCheckWorld,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import { combatantOf } from "../combat/fixture.ts";
import { contestWorld, type ContestWorld } from "./world-fixture.ts";

/** Where a token stands, in scene pixels (a square is 100). */
interface Spot {
  readonly x: number;
  readonly y: number;
}

export interface YardPlan {
  /** More items Kara holds (a test's spells or bow). */
  readonly karaItems?: readonly object[];
  /** The scene's name ("Yard"). */
  readonly name?: string;
  readonly kara?: Spot;
  readonly brute: Spot;
  /** The Brute acts first (initiative 5, Kara 2). */
  readonly bruteFirst?: boolean;
  /** The scene is viewed: the canvas shows it, as the sheet's targeted actions need. */
  readonly viewed?: boolean;
}

export interface ContestYard {
  readonly w: ContestWorld;
  readonly scene: FakeSceneDocument;
  readonly combat: FakeCombat;
  readonly karaToken: FakeSceneToken;
  readonly bruteToken: FakeSceneToken;
  /** Kara's and the Brute's combatants. */
  readonly kara: FakeCombatant;
  readonly brute: FakeCombatant;
}

export const FRIENDLY = 1;
export const HOSTILE = -1;

/** The world of `world-fixture.ts` ready for a scene: installed for scenes and tokens, its ruleset set, the GM acting. */
export async function contestSceneWorld(karaItems?: readonly object[]): Promise<ContestWorld> {
  const w = await contestWorld(karaItems);
  installSelfCheckWorld(w);
  w.as(w.gm);
  await fake().game.settings.set("fray", "ruleset", "contest");
  return w;
}

/** A scene of 1-metre squares, 100 px each. */
export function metreScene(name: string): Promise<FakeSceneDocument> {
  return FakeSceneDocument.create({ name, grid: { type: 1, size: 100, distance: 1, units: "m", diagonals: 0 } });
}

export async function contestYard(plan: YardPlan): Promise<ContestYard> {
  const w = await contestSceneWorld(plan.karaItems);
  const scene = await metreScene(plan.name ?? "Yard");
  const kara = plan.kara ?? { x: 0, y: 0 };
  const [karaToken, bruteToken] = await scene.createEmbeddedDocuments("Token", [
    // Kara is the party (friendly), the Brute a foe (hostile): decision 85 reads foes by disposition.
    { actorId: w.kara.id, ...kara, actorLink: true, disposition: FRIENDLY },
    { actorId: w.brute.id, ...plan.brute, actorLink: true, disposition: HOSTILE },
  ]);
  if (!karaToken || !bruteToken) throw new Error("no tokens");
  if (plan.viewed) await scene.view();
  const [karaInitiative, bruteInitiative] = plan.bruteFirst ? [2, 5] : [5, 2];
  const combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.kara.id, tokenId: karaToken.id, sceneId: scene.id, initiative: karaInitiative },
    { actorId: w.brute.id, tokenId: bruteToken.id, sceneId: scene.id, initiative: bruteInitiative },
  ]);
  await combat.startCombat();
  return {
    w,
    scene,
    combat,
    karaToken,
    bruteToken,
    kara: combatantOf(combat, w.kara),
    brute: combatantOf(combat, w.brute),
  };
}
