/**
 * Short Rest and Long Rest spells and abilities, and Recovery Surges spent by an ability, from the sheet's Rest
 * section (issue 22). Seed 001: "Every 5 minutes of a Short Rest: … You regain use of all your Short Rest spells and
 * abilities"; "If you complete your Long Rest: … You regain all your Short and Long Rest spells and abilities";
 * "You can spend Recovery Surges to restore Aura while Resting … some spells and abilities allow you to restore Aura
 * using Recover Surges during combat".
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { takeRest } from "../../../module/foundry/rulesets/energy/rest/take-rest.ts";
import { useAbility } from "../../../module/foundry/rulesets/energy/rest/use-ability.ts";
import { restContext } from "../../../module/foundry/rulesets/energy/sheets/rest-context.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";
import { makeActor, NO_USES, recordingLocalizer } from "./sheets/fixtures.ts";
import { sheetItem } from "../../support/sheet-fixtures.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";

type AnyActor = Parameters<typeof takeRest>[0];
type Uses = { uses: { value: number; max: number } };
let w: EnergyWorld;
let vera: FakeActor;
const actor = () => vera as unknown as AnyActor;
const usesOf = (id: string) => (vera.items.get(id)?.system as unknown as Uses).uses.value;
const stored = () =>
  vera.system.toObject() as {
    aura: { value: number };
    recoverySurges: number;
    state: { bleedingOut: boolean };
    stamina: { value: number };
  };
const lastLine = () => [...w.messages.values()].at(-1)?.content ?? "";
const ability = (_id: string, name: string, system: Record<string, unknown>) => ({
  _id,
  name,
  type: "energy-ability",
  system,
});

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  // Vera as the world has her (her Aura Modifier, 3, is her Recovery Value), with three abilities.
  vera = w.createActor({
    name: "Vera",
    type: "energy-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { ...w.vera.system.toObject(), aura: { value: 4 }, recoverySurges: 2 },
    items: [
      ability("secondWind000000", "Second Wind", { recharge: "shortRest", uses: { value: 1, max: 1 } }),
      ability("battleTrance0000", "Battle Trance", { recharge: "longRest", uses: { value: 2, max: 2 } }),
      ability("mendingWord0000a", "Mending Word", { recoverySurge: true }),
      ability("battleCry0000000", "Battle Cry", {
        energy: 2,
        stamina: 1,
        recharge: "shortRest",
        uses: { value: 1, max: 1 },
      }),
      ability("whirlwind0000000", "Whirlwind", { energy: 4 }),
    ],
  });
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
});

describe("per-rest uses: spent by Use, refused when none is left", () => {
  it("Second Wind's one use is spent; a second Use is refused and changes nothing", async () => {
    expect(await useAbility(actor(), "secondWind000000")).toBe(true);
    expect(usesOf("secondWind000000")).toBe(0);
    expect(lastLine()).toContain("Vera uses Second Wind");
    expect(await useAbility(actor(), "secondWind000000")).toBe(false);
    expect(w.warnings.at(-1)).toBe("No uses left until the next rest.");
    expect(usesOf("secondWind000000")).toBe(0);
  });

  it("someone who does not own Vera cannot use her abilities", async () => {
    w.as(w.bob);
    expect(await useAbility(actor(), "secondWind000000")).toBe(false);
    expect(usesOf("secondWind000000")).toBe(1);
  });
});

describe("'You regain use of all your Short Rest spells and abilities'", () => {
  it("a Short Rest gives Second Wind back, not Battle Trance (a Long Rest ability)", async () => {
    await useAbility(actor(), "secondWind000000");
    await useAbility(actor(), "battleTrance0000");
    expect(await takeRest(actor(), "short")).toBe(true);
    expect([usesOf("secondWind000000"), usesOf("battleTrance0000")]).toEqual([1, 1]);
    expect(lastLine()).toContain("Second Wind regained");
  });

  it("'You regain all your Short and Long Rest spells and abilities': a completed Long Rest gives both back", async () => {
    await useAbility(actor(), "secondWind000000");
    await useAbility(actor(), "battleTrance0000");
    await useAbility(actor(), "battleTrance0000");
    expect(await takeRest(actor(), "long")).toBe(true);
    expect([usesOf("secondWind000000"), usesOf("battleTrance0000")]).toEqual([1, 2]);
    expect(lastLine()).toContain("Battle Trance regained");
  });
});

describe("'some spells and abilities allow you to restore Aura using Recover Surges during combat'", () => {
  it("Mending Word in a fight spends a Recovery Surge for Vera's Recovery Value (3) and stabilizes her", async () => {
    w.as(w.gm);
    const combat = await createCombat("energy", [vera, w.ogre]);
    await combat.startCombat();
    await vera.update({ system: { aura: { value: 0 }, state: { bleedingOut: true } } });
    w.as(w.alice);
    expect(await useAbility(actor(), "mendingWord0000a")).toBe(true);
    expect(stored()).toMatchObject({ aura: { value: 3 }, recoverySurges: 1, state: { bleedingOut: false } });
    expect(lastLine()).toContain("+3 Aura (1 Recovery Surge)");
  });

  it("with no Recovery Surge left it is refused", async () => {
    await vera.update({ system: { recoverySurges: 0 } });
    expect(await useAbility(actor(), "mendingWord0000a")).toBe(false);
    expect(w.warnings.at(-1)).toBe("No Recovery Surges left.");
    expect(stored().aura.value).toBe(4);
  });
});

describe("the sheet's Rest section offers them", () => {
  it("a Use button per per-rest, surge or costed ability, its cost and uses left beside it, the reason beside a spent one", () => {
    const actorData = makeActor();
    const items = [
      ...actorData.items,
      sheetItem("ability", "wind", "Second Wind", {
        ...NO_USES,
        kind: "feat",
        energy: 0,
        stamina: 0,
        recharge: "shortRest",
        uses: { value: 0, max: 1 },
        description: "",
      }),
      sheetItem("ability", "mend", "Mending Word", {
        ...NO_USES,
        kind: "spell",
        energy: 2,
        stamina: 0,
        recoverySurge: true,
        description: "",
      }),
    ];
    const out = restContext(recordingLocalizer(), { ...actorData, items }, false);
    // Rush and Spark (the fixture's) list a cost and no uses: each is offered at its cost (decision 100).
    expect(out.abilities.map((a) => [a.text, a.usesText, a.reason])).toEqual([
      ["Use Rush — 1 Energy + 2 Stamina", "", ""],
      ["Use Spark — 2 Energy", "", ""],
      ["Use Second Wind", "0 of 1 uses left (Short Rest)", "No uses left until the next rest."],
      [
        expect.stringMatching(/^Use Mending Word, spending a Recovery Surge \(\+\d+ Aura\) — 2 Energy$/),
        "",
        expect.any(String),
      ],
    ]);
  });
});

describe("abilities at the cost they list (decision 100)", () => {
  const fight = async () => {
    w.as(w.gm);
    const combat = await createCombat("energy", [vera, w.ogre]);
    await combat.startCombat();
    w.as(w.alice);
    return () => (systemOf(combatantOf(combat, vera)) as { energy: number }).energy;
  };

  it("in a fight Alice's Battle Cry is paid through the GM: 2 Energy from the Round's pool and 1 Stamina", async () => {
    const energy = await fight();
    const [before, stamina] = [energy(), stored().stamina.value];
    expect(await useAbility(actor(), "battleCry0000000")).toBe(true);
    expect([energy(), stored().stamina.value]).toEqual([before - 2, stamina - 1]);
    expect(usesOf("battleCry0000000")).toBe(0);
    expect(lastLine()).toContain("2 Energy + 1 Stamina · 0 uses left");
  });

  it("'if you … have the necessary resources, you just do it': Whirlwind's 4 Energy past the pool is refused, nothing paid", async () => {
    const energy = await fight();
    await useAbility(actor(), "battleCry0000000");
    const left = energy();
    expect(left).toBeLessThan(4);
    expect(await useAbility(actor(), "whirlwind0000000")).toBe(false);
    expect(w.warnings.at(-1)).toContain("Energy");
    expect(energy()).toBe(left);
  });

  it("a forged spend of a spent per-rest ability is refused on the GM's side, nothing paid", async () => {
    const energy = await fight();
    await vera.items.get("battleCry0000000")?.update({ system: { uses: { value: 0 } } });
    const before = energy();
    const reply = await requestSpend(actor(), { action: "useAbility:battleCry0000000", options: {} });
    expect(reply.ok).toBe(false);
    expect(w.warnings.at(-1)).toBe("No uses left until the next rest.");
    expect(energy()).toBe(before);
  });

  it("out of a fight there is no Round's Energy: only the Stamina it lists is paid", async () => {
    const stamina = stored().stamina.value;
    expect(await useAbility(actor(), "battleCry0000000")).toBe(true);
    expect(stored().stamina.value).toBe(stamina - 1);
    expect(lastLine()).toContain("1 Stamina");
  });

  it("out of a fight, with less Stamina than it lists, it is refused", async () => {
    await vera.update({ system: { stamina: { value: 0 } } });
    expect(await useAbility(actor(), "battleCry0000000")).toBe(false);
    expect(usesOf("battleCry0000000")).toBe(1);
  });
});
