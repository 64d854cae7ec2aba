/**
 * An archer for the `energy` ranged tests, added to the energy world: Alice's Rhea, Dex +2 (halved +1), Arm
 * Strength 16 at MPL 1, with a 40 kg shortbow (Accuracy 1, 1d6, range 10/40/80: Draw Weight 40 kg gives +1/6/12 and
 * +2 Extra Damage) and a javelin with the Thrown property (AV bonus 1, 1d6, Thrown 3/6/12).
 */
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { EnergyWorld } from "./world-fixture.ts";

export const BOW_ID = "shortbow00000000";
export const JAVELIN_ID = "javelin000000000";

const ability = (score: number, modifier: number) => ({ score, modifier });

export function addArcher(w: EnergyWorld, over: { readonly mpr?: number } = {}): FakeActor {
  return w.createActor({
    name: "Rhea",
    type: "energy-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: {
      abilities: { dexterity: ability(14, 2) },
      armStrengthBase: 16,
      martial: { level: 1, armStrength: 0, legStrength: 0, initiative: 0 },
    },
    items: [
      {
        _id: BOW_ID,
        name: "Shortbow",
        type: "energy-weapon",
        system: {
          kind: "ranged",
          rangedKind: "bow",
          drawWeightKg: 40,
          accuracy: 1,
          damage: { count: 1, faces: 6, bonus: 0 },
          range: { advantage: 10, disadvantage: 40, maximum: 80 },
          mpr: over.mpr ?? 0,
        },
      },
      {
        _id: JAVELIN_ID,
        name: "Javelin",
        type: "energy-weapon",
        system: {
          kind: "thrown",
          attackBonus: 1,
          damage: { count: 1, faces: 6, bonus: 0 },
          range: { advantage: 3, disadvantage: 6, maximum: 12 },
        },
      },
    ],
  });
}
