/**
 * Damage types underwater on the attack card (decision 224; engine `halvesFireDamage`). Seed 004, Underwater Combat:
 * "Fire spells and effects instead create an area of superheated water and steam. All fire damage is halved
 * underwater." Vera (Rsn 0, Arcana 5) casts Fire Bolt (fire, damage 6, against ranged Defense) at the Ogre; a die of
 * 17 makes her attack 12; the Ogre's Toughness is 1.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollDialogAnswer, RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const choose = vi.hoisted(() => vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>());
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

const BOLT = "firebolt00000000";

let w: WoundsWorld;

beforeEach(async () => {
  choose.mockReset();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  await w.vera.update({
    system: { raceMana: 6, mana: { value: 6 }, skills: [{ skill: "Arcana", specialization: "", rank: 5 }] },
  });
  await w.vera.createEmbeddedDocuments("Item", [
    {
      _id: BOLT,
      name: "Fire Bolt",
      type: "wounds-ability",
      system: { kind: "spell", school: "Evocation", ap: 4, mana: 2, attack: true, damage: 6, damageType: "fire" },
    },
  ]);
});

type Row = { outcome: string; against: number; damage: { summary: string; breakdown?: unknown } };
const row = (card: FakeChatMessage) => (card.system.toObject() as { targets: Row[] }).targets[0];

/** Vera casts Fire Bolt at the Ogre, rolls a 17 and applies the damage; the card. */
async function boltHits(): Promise<FakeChatMessage> {
  choose.mockResolvedValue({ choices: {}, extra: null, mode: "public" });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  await rollAttack(w.vera as never, BOLT, { skipDialog: false });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card");
  w.dice(17);
  expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: true });
  expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
  return card;
}

describe('"All fire damage is halved underwater"', () => {
  it("on dry land Fire Bolt deals its 6: 12 + 6 − Defense − Toughness 1", async () => {
    const card = await boltHits();
    const against = row(card)?.against ?? 0;
    expect(row(card)?.damage.summary).toContain(`final damage ${String(12 + 6 - against - 1)}`);
  });

  it("at an Underwater Ogre its 6 is halved to 3, and the card's damage line says why", async () => {
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("underwater", { active: true });
    const card = await boltHits();
    const against = row(card)?.against ?? 0;
    expect(row(card)?.damage.summary).toContain(`final damage ${String(12 + 3 - against - 1)}`);
    expect(JSON.stringify(card.system.toObject())).toContain("Spell damage (fire, halved underwater)");
  });
});
