/**
 * A fake world playing `wounds`. `init` installs the room from the registry (its models, combatant model, sheets and
 * descriptor); the fixture makes its conditions the world's status effects, as a world whose ruleset is `wounds` has
 * them.
 */
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";

export interface WoundsWorld extends FakeWorld {
  /**
   * Alice's character: Speed 1 (7 AP at round start and at turn end, 21 at most), Perception 1, Str 2 + Athletics 1;
   * Dex 1, Melee 2 with Swords 1 and a longsword (accuracy 1, damage 3): attack d20 − 5, damage Str 2 + 3 = 5.
   */
  readonly vera: FakeActor;
  /**
   * Bob's NPC (standard tier: 2 slots of each level from moderate to critical): Speed 0 (6 AP, 6 AP, 18 at most),
   * Perception 2; melee Defense 10, Agility 11, Power 12; Toughness Vitality 1 + Size 0 = 1.
   */
  readonly ogre: FakeActor;
  /** The GM's NPC: Speed −2 (5 AP, 4 AP, 14 at most), Perception 6: "cannot be surprised". */
  readonly cat: FakeActor;
}

const attributes = (speed: number, perception: number) => ({
  strength: 2,
  dexterity: 1,
  speed,
  vitality: 1,
  perception,
  reason: 0,
  lore: 0,
  persona: 1,
});

export const LONGSWORD = "longsword0000000";

export async function woundsWorld(): Promise<WoundsWorld> {
  const world = await systemWorld();
  await fake().game.settings.set("fray", "ruleset", "wounds");
  configureStatusEffects("wounds");
  const vera = world.createActor({
    name: "Vera",
    type: "wounds-character",
    ownership: { default: 0, [world.alice.id]: 3 },
    system: {
      attributes: attributes(1, 1),
      skills: [
        { skill: "Athletics", specialization: "", rank: 1 },
        { skill: "Reflex", specialization: "", rank: 1 },
        { skill: "Melee", specialization: "", rank: 2 },
        { skill: "Melee", specialization: "Swords", rank: 1 },
      ],
    },
    items: [
      {
        _id: LONGSWORD,
        name: "Longsword",
        type: "wounds-weapon",
        system: { kind: "melee", group: "Swords", accuracy: 1, damage: 3, reach: 1 },
      },
    ],
  });
  const ogre = world.createActor({
    name: "Ogre",
    type: "wounds-npc",
    ownership: { default: 0, [world.bob.id]: 3 },
    system: { attributes: attributes(0, 2) },
  });
  const cat = world.createActor({ name: "Cat", type: "wounds-npc", system: { attributes: attributes(-2, 6) } });
  return { ...world, vera, ogre, cat };
}

/** A `wounds` combat of these actors at these initiatives, created as core creates it; not started. */
export async function woundsCombat(
  fighters: readonly { readonly actor: FakeActor; readonly initiative: number | null }[],
): Promise<FakeCombat> {
  const combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments(
    "Combatant",
    fighters.map((f) => ({ actorId: f.actor.id, initiative: f.initiative })),
  );
  return combat;
}

export function fighter(combat: FakeCombat, actor: FakeActor): FakeCombatant {
  const found = combat.combatants.find((c) => c.actorId === actor.id);
  if (!found) throw new Error(`${actor.name} is not in the combat`);
  return found;
}

/** The combatant's stored `system`, plain. */
export function stored(combatant: FakeCombatant): Record<string, unknown> {
  return combatant.system.toObject();
}
