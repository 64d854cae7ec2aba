/**
 * Acts that name what they handle, from the `wounds` sheet through the `fray.spend` relay (combat/item-acts.ts; rules
 * page decisions 178–180), on the strict fake. Alice's Vera (initiative 12, 7 AP) acts first. Seed 004:
 * - Retrieve or Stow an Item: "The AP cost for different containers are as follows: Scabbard or normal pocket: 1;
 *   Belt pouch or concealed pocket: 3; Sack or backpack: 6".
 * - Use an Object: "Many items include an AP cost in their descriptions. Other actions have an AP cost as listed below
 *   or at the GM's discretion" (a potion 4 …).
 * - Stamina: "If an action costs stamina, the stamina is spent when the action takes effect"; "If an action or effect
 *   would reduce your stamina below 0, your stamina instead becomes 0 and you take fatigue equal to the excess stamina
 *   cost. You can continue to use abilities with a stamina cost in this way even when your stamina is 0."
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { actionsContext } from "../../../module/foundry/rulesets/wounds/sheets/actions-context.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import type { FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { onTurn } from "./sheets/fixtures.ts";
import { shownText } from "./shown-text.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const POTION = "potion0000000000";
const ROPE = "rope000000000000";
const EMPTY = "emptyflask000000";
const CRY = "battlecry0000000";
const BOLT = "firebolt00000000";
const CLUB = "ogreclub00000000";

let w: WoundsWorld;
let vera: FakeCombatant;

const ap = () => stored(vera).ap;
const vitals = (a: FakeActor) => {
  const s = a.system.toObject() as unknown as { stamina: { value: number }; fatigue: number };
  return { stamina: s.stamina.value, fatigue: s.fatigue };
};
const lastText = () => shownText([...w.messages.values()].at(-1));
/** Alice asks for Vera's act from her client (the `fray.spend` relay to the GM). */
async function alice(action: string) {
  w.as(w.alice);
  const reply = await requestSpend(w.vera as never, { action });
  w.as(w.gm);
  return reply;
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  await w.vera.createEmbeddedDocuments("Item", [
    {
      _id: POTION,
      name: "Healing Potion",
      type: "wounds-gear",
      system: { apCost: 4, quantity: 2, description: "<p>Reduces one wound by a step.</p>" },
    },
    { _id: ROPE, name: "Rope", type: "wounds-gear", system: { apCost: 0, quantity: 1 } },
    { _id: EMPTY, name: "Empty Flask", type: "wounds-gear", system: { apCost: 1, quantity: 0 } },
    {
      _id: CRY,
      name: "Battle Cry",
      type: "wounds-ability",
      system: { kind: "ability", ap: 2, stamina: 2, description: "<p>Allies gain +1 to attack rolls.</p>" },
    },
    { _id: BOLT, name: "Fire Bolt", type: "wounds-ability", system: { kind: "spell", ap: 4, mana: 2, attack: true } },
  ]);
  await w.ogre.createEmbeddedDocuments("Item", [
    { _id: CLUB, name: "Club", type: "wounds-gear", system: { apCost: 1 } },
  ]);
  const combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  vera = fighter(combat, w.vera);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
});

describe('Retrieve or Stow: "The AP cost for different containers are as follows"', () => {
  it("from a sack or backpack: 6 AP, said in chat by its container", async () => {
    expect((await alice("retrieveStow:backpack")).ok).toBe(true);
    expect(ap()).toBe(1);
    expect(lastText()).toContain("Retrieve or Stow: sack or backpack: takes effect now");
  });
  it("from a belt pouch: 3 AP; from a scabbard: 1 AP", async () => {
    await alice("retrieveStow:pouch");
    await alice("retrieveStow:scabbard");
    expect(ap()).toBe(3);
  });
  it("a Retrieve or Stow naming no container is refused: nothing paid", async () => {
    expect(await alice("retrieveStow")).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.unknownAction" });
    expect(await alice("retrieveStow:chest")).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.unknownAction",
    });
    expect(ap()).toBe(7);
  });
});

describe('Use an Object: "Many items include an AP cost in their descriptions"', () => {
  it("the Healing Potion's own 4 AP, its text posted in chat", async () => {
    expect((await alice(`useObject:item:${POTION}`)).ok).toBe(true);
    expect(ap()).toBe(3);
    expect(lastText()).toContain("Use an Object: Healing Potion: takes effect now");
    expect(lastText()).toContain("<p>Reduces one wound by a step.</p>");
  });
  it('an item naming no cost costs the listed 2 ("or at the GM\'s discretion": the apCosts setting)', async () => {
    await alice(`useObject:item:${ROPE}`);
    expect(ap()).toBe(5);
  });
  it('"Drink a potion: 4", "Start a fire with flint and steel: 8" (declared and paid over turns with 7 AP)', async () => {
    await alice("useObject:potion");
    expect(ap()).toBe(3);
    await vera.update({ system: { ap: 7 } });
    await alice("useObject:fire");
    expect([ap(), stored(vera).pending]).toMatchObject([0, { action: "useObject", remaining: 1 }]);
    expect(lastText()).toContain("Use an Object: start a fire with flint and steel: declared");
  });
  it("forged: another creature's item, an item Vera holds none of, an unknown id or no item: refused, nothing paid", async () => {
    for (const action of [
      `useObject:item:${CLUB}`,
      `useObject:item:${EMPTY}`,
      "useObject:item:nosuchitem00000",
      "useObject",
    ]) {
      expect(await alice(action)).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.unknownAction" });
    }
    expect(ap()).toBe(7);
  });
  it("the cost is re-read from the item when the GM takes the act: the item changed since the sheet drew it", async () => {
    await w.vera.items.get(POTION)?.update({ system: { apCost: 6 } });
    await alice(`useObject:item:${POTION}`);
    expect(ap()).toBe(1);
  });
});

describe('an ability: "The top right corner of the block shows the AP cost and may also show a stamina cost"', () => {
  it('Battle Cry: 2 AP and 2 stamina, "spent when the action takes effect", its text posted', async () => {
    const before = vitals(w.vera);
    expect((await alice(`useAbility:${CRY}`)).ok).toBe(true);
    expect([ap(), vitals(w.vera)]).toEqual([5, { stamina: before.stamina - 2, fatigue: 0 }]);
    expect(lastText()).toContain("Battle Cry: takes effect now");
    expect(lastText()).toContain("spends 2 stamina");
    expect(lastText()).toContain("<p>Allies gain +1 to attack rolls.</p>");
  });
  it('"your stamina instead becomes 0 and you take fatigue equal to the excess stamina cost"', async () => {
    await w.vera.update({ system: { stamina: { value: 1 } } });
    await alice(`useAbility:${CRY}`);
    expect(vitals(w.vera)).toEqual({ stamina: 0, fatigue: 1 });
    expect(lastText()).toContain("spends 1 stamina; with no stamina left, takes 1 fatigue");
  });
  it('"You can continue to use abilities with a stamina cost in this way even when your stamina is 0": not refused', async () => {
    await w.vera.update({ system: { stamina: { value: 0 } } });
    expect((await alice(`useAbility:${CRY}`)).ok).toBe(true);
    expect(vitals(w.vera)).toEqual({ stamina: 0, fatigue: 2 });
  });
  it("a spell or an attack is not an ability used this way (Cast a Spell, the card): refused", async () => {
    expect(await alice(`useAbility:${BOLT}`)).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.unknownAction",
    });
    expect(ap()).toBe(7);
  });
});

describe("the sheet's buttons", () => {
  const i18n = englishLocalizer();
  it("one per container, listed use and held item, each at its own cost; none for the bare acts", () => {
    const items = [
      {
        id: POTION,
        name: "Healing Potion",
        img: "",
        kind: "gear" as const,
        system: { apCost: 4, quantity: 2, healingKit: false, description: "" },
      },
      {
        id: CRY,
        name: "Battle Cry",
        img: "",
        kind: "ability" as const,
        system: {
          kind: "ability" as const,
          school: "",
          ap: 2,
          stamina: 2,
          mana: 0,
          manaUse: "spend" as const,
          retrieve: "longRest" as const,
          attack: false,
          damage: 0,
          damageType: "untyped" as const,
          targets: "ranged" as const,
          ranged: true,
          penetrating: false,
          bypassesArmor: false,
          description: "",
        },
      },
    ];
    const rows = actionsContext(i18n, "vera", onTurn(7), DEFAULT_WOUNDS_OPTIONS, items).rows;
    const named = rows.filter((r) => /^(retrieveStow|useObject|useAbility)/.test(r.id));
    expect(named.map((r) => [r.id, r.text, r.costText])).toEqual([
      ["retrieveStow:scabbard", "Retrieve or Stow: scabbard or pocket", "1 AP"],
      ["retrieveStow:pouch", "Retrieve or Stow: belt pouch or concealed pocket", "3 AP"],
      ["retrieveStow:backpack", "Retrieve or Stow: sack or backpack", "6 AP"],
      ["useObject:door", "Use an Object: open or close a door", "2 AP"],
      ["useObject:torch", "Use an Object: light a torch or candle", "2 AP"],
      ["useObject:potion", "Use an Object: drink a potion", "4 AP"],
      ["useObject:bell", "Use an Object: ring a large warning bell", "6 AP"],
      ["useObject:fire", "Use an Object: start a fire with flint and steel", "8 AP"],
      [`useObject:item:${POTION}`, "Use an Object: Healing Potion", "4 AP"],
      [`useAbility:${CRY}`, "Battle Cry", "2 AP · 2 stamina"],
    ]);
    expect(named.every((r) => !r.disabled)).toBe(true);
  });
});
