import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { attackCardContext, type AttackCardContext } from "../../../module/foundry/chat/attack-card/context.ts";
import { cardData } from "../../../module/foundry/chat/attack-card/card-data.ts";
import { readStoredRoll } from "../../../module/foundry/chat/attack-card/stored-roll.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";

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

/**
 * Alice's Vera attacks Bob's Ogre with her longsword, the Combat roll showing `face`; `token` is the Ogre's token
 * when the attack happens on a scene. Resolves to the card posted.
 */
export async function veraAttacksOgre(w: EnergyWorld, face: number, token?: unknown): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add(token ? ({ actor: w.ogre, document: token } as never) : { actor: w.ogre });
  w.dice(face);
  // Loaded on use: tests that mock the roll dialog must get to set their mock up before the flow imports it.
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.vera as never, w.swordId, { skipDialog: true });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}

/**
 * Bob rolls the Ogre's Evasion (`evasion` against a melee row, `rangedEvasion` against a ranged one) against the
 * card's first row with these faces, through the GM.
 */
export async function ogreDefends(w: EnergyWorld, card: FakeChatMessage, stepId: string, ...faces: number[]) {
  w.as(w.bob);
  w.dice(...faces);
  return askStep(stepId, w.ogre as never, card.id, "t0");
}

/** The energy card as the GM reads it, in English, with the rolled totals shown. */
export function gmCardView(card: FakeChatMessage): AttackCardContext {
  return attackCardContext(
    cardData(card.system as never),
    (row) => ({
      attack: readStoredRoll(row.attack)?.total,
      defense: row.defense.roll ? readStoredRoll(row.defense.roll)?.total : undefined,
    }),
    { isGM: true, ownsAttacker: true, ownsTarget: () => true, showOdds: true, hides: () => false },
    englishLocalizer(),
    ENERGY_COMBAT_ROOM.cardWording,
  );
}
