/**
 * A fake world with two `momentum` fighters, one per player. `init` installs the room from the registry (its models,
 * combatant model, sheets and descriptor); the fixture makes its conditions the world's status effects, as a world
 * whose ruleset is `momentum` has them.
 */
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";

export interface MomentumWorld extends FakeWorld {
  /** Alice's warrior: Strength 14, Dexterity 13 (Evasion Stat Strength), an ax (Strength/Dexterity, 1d8): +5. */
  readonly vera: FakeActor;
  /** Bob's brute: Dexterity 12 (Evasion 12 + 0), 20 Vitality, Armor 2, resistant to Heat. */
  readonly brute: FakeActor;
}

export const AX = "ax00000000000000";
export const TORCH = "torch00000000000";
/** Vera's Hex: the target resists with a Will DR against her DR Power, her Primary Stat (Strength 14). */
export const HEX = "hex0000000000000";

export async function momentumWorld(): Promise<MomentumWorld> {
  const world = await systemWorld();
  configureStatusEffects("momentum");
  const vera = world.createActor({
    name: "Vera",
    type: "momentum-character",
    ownership: { default: 0, [world.alice.id]: 3 },
    system: {
      stats: { strength: 14, dexterity: 13 },
      archetype: { primary: "strength", secondary: "dexterity", evasion: "strength" },
      vitality: { value: 20, max: 20 },
    },
    items: [
      { _id: AX, name: "Ax", type: "momentum-weapon", system: { damage: [{ type: "physical", count: 1, faces: 8 }] } },
      {
        _id: TORCH,
        name: "Torch",
        type: "momentum-weapon",
        system: {
          damage: [
            { type: "physical", count: 1, faces: 4, flat: 0 },
            { type: "heat", count: 1, faces: 4, flat: 0 },
          ],
        },
      },
      {
        _id: HEX,
        name: "Hex",
        type: "momentum-ability",
        system: {
          delivery: "defenseRoll",
          defenseRoll: "will",
          range: 10,
          damage: [{ type: "curse", count: 1, faces: 6, flat: 0 }],
        },
      },
    ],
  });
  const brute = world.createActor({
    name: "Brute",
    type: "momentum-npc",
    ownership: { default: 0, [world.bob.id]: 3 },
    system: {
      stats: { dexterity: 12 },
      archetype: { evasion: "will" },
      vitality: { value: 20, max: 20 },
      naturalArmor: 2,
      affinities: { resistant: ["heat"] },
    },
  });
  return { ...world, vera, brute };
}

/**
 * Alice's Vera attacks Bob's Brute with `itemId`, the d20 showing `face` (undefined: Vera rolls no die, as with a
 * resisted Ability). Resolves to the card posted.
 */
export async function veraAttacks(w: MomentumWorld, face: number | undefined, itemId = AX): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  if (face !== undefined) w.dice(face);
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.vera as never, itemId, { skipDialog: true });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}

/** Alice takes `stepId` (with `choice`) on the card's first row, through the GM. */
export function veraTakes(w: MomentumWorld, card: FakeChatMessage, stepId: string, choice?: string) {
  w.as(w.alice);
  return askStep(stepId, w.vera as never, card.id, "t0", choice);
}
