import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";

export interface EnergyWorld extends FakeWorld {
  /** Alice's character: Str +3, Dex +2 (MASAB 1, MASDB 1), a longsword (+1, 1d8): AV 17. */
  readonly vera: FakeActor;
  readonly swordId: string;
  /** Bob's NPC: Evasion 8 (Inherent 8, no modifiers), 20 Aura, mail with AC 12 and AR 3. */
  readonly ogre: FakeActor;
}

const ability = (score: number, modifier: number) => ({ score, modifier });

/** The fake world with the system initialised and two `energy` combatants, one per player. */
export async function energyWorld(): Promise<EnergyWorld> {
  const world = await systemWorld();
  const vera = world.createActor({
    name: "Vera",
    type: "energy-character",
    ownership: { default: 0, [world.alice.id]: 3 },
    system: { abilities: { strength: ability(16, 3), dexterity: ability(14, 2) } },
    items: [
      {
        _id: "longsword0000000",
        name: "Longsword",
        type: "energy-weapon",
        system: { damage: { count: 1, faces: 8, bonus: 0 }, attackBonus: 1 },
      },
    ],
  });
  const ogre = world.createActor({
    name: "Ogre",
    type: "energy-npc",
    ownership: { default: 0, [world.bob.id]: 3 },
    system: { level: 0, aura: { value: 20, max: 20 } },
    items: [{ _id: "mail000000000000", name: "Mail", type: "energy-armor", system: { rating: 3, coverage: 12 } }],
  });
  return { ...world, vera, swordId: "longsword0000000", ogre };
}
