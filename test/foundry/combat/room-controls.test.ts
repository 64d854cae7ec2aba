/**
 * The generic combatant controls and spend options (issue 18): a room declares them, the shared tracker renders the
 * ones a viewer may use, one relay carries any of them, and anything undeclared is refused before the room acts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { RowContext } from "../../../module/foundry/applications/tracker/row-view.ts";
import { trackerView } from "../../../module/foundry/applications/tracker/view.ts";
import { parseCombatActPayload } from "../../../module/foundry/combat/act-payload.ts";
import { controlRefusalCode } from "../../../module/foundry/combat/control-check.ts";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { declaredOptions } from "../../../module/foundry/combat/spend-options.ts";
import { MALFORMED_ATTACK, parseSpendPayload } from "../../../module/foundry/combat/spend-payload.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";
import { leftoverStamps, withoutStamps } from "../security/abuse-kinds.ts";
import { worldSnapshot } from "../security/snapshot.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { combatant, energyEconomy, facts } from "../tracker/fixtures.ts";
import { rowNamed } from "../tracker/tracker-context.ts";
import { combatantOf, createCombat, systemOf } from "./fixture.ts";

type AdapterCombatant = Parameters<typeof actFor>[0];
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;

let w: EnergyWorld;
let combat: FakeCombat;
const vera = () => combatantOf(combat, w.vera);
const SNEAK = { text: "Sneak", label: "Sneak for Vera" };
const snapshot = () => withoutStamps(worldSnapshot(w));

beforeEach(async () => {
  w = await energyWorld();
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
});

async function aliceAsks(over: Record<string, unknown>) {
  w.as(w.alice);
  const requestId = await stampRequest(w.vera as never, "combatAct");
  w.as(w.gm);
  return w.gm.query("fray.combatAct", { combatId: combat.id, combatantId: vera().id, requestId, ...over });
}

describe("a room's controls, rendered and relayed", () => {
  it("the tracker row carries the controls the room declares, for the roller's owner and the GM", async () => {
    const row = await rowNamed(combat, "Vera");
    expect(Object.keys(row?.controls ?? {})).toEqual(["interrupt", "hold", "pass", "race"]);
    expect(row?.controls.interrupt?.options?.map((o) => o.name)).toEqual(["Ogre"]);
  });

  it("the shared view drops a control a row offers but its room does not declare", () => {
    const economy = energyEconomy();
    const undeclared = { ...economy, row: (ctx: RowContext) => ({ ...economy.row(ctx), controls: { sneak: SNEAK } }) };
    const row = trackerView(englishLocalizer(), facts([combatant({ economy: undeclared })])).rows[0];
    expect(row?.controls).toEqual({});
  });

  it("a player's click on an owner's control goes through the one relay and the room acts on the GM side", async () => {
    w.as(w.alice);
    await actFor(c(vera()), "pass");
    expect(systemOf(vera())).toMatchObject({ passed: true });
    expect(leftoverStamps({ proof: w.vera })).toEqual([]);
  });

  it("an undeclared control, a choice the control does not take, or a missing one is refused; nothing changes", async () => {
    for (const [over, reason] of [
      [{ act: "role", choice: "ambushed" }, "unsupported"],
      [{ act: "pass", choice: "ogre" }, "malformed"],
      [{ act: "interrupt" }, "malformed"],
    ] as const) {
      const before = snapshot();
      expect(await aliceAsks(over)).toEqual({ ok: false, reason });
      expect(snapshot()).toEqual(before);
    }
  });

  it("the GM's own click on an undeclared control is refused with a notification", async () => {
    const before = snapshot();
    await actFor(c(vera()), "role", "ambushed");
    expect(snapshot()).toEqual(before);
    expect(w.warnings.at(-1)).toBe("This ruleset has no such combat action.");
  });

  it("the act payload keeps its strict shape: no unknown field, ids and choices id-like", () => {
    const ok = { combatId: "c1", combatantId: "x1", act: "pass", requestId: "r1" };
    expect(parseCombatActPayload(ok)).toEqual(ok);
    expect(parseCombatActPayload({ ...ok, choice: "ogre" })).toMatchObject({ choice: "ogre" });
    expect(parseCombatActPayload({ ...ok, against: "ogre" })).toBeUndefined();
    expect(parseCombatActPayload({ ...ok, choice: "not an id!" })).toBeUndefined();
    expect(parseCombatActPayload({ ...ok, act: 3 })).toBeUndefined();
  });
});

describe("spend options: declared by the room, bounded, refused otherwise", () => {
  const declared = [{ id: "staminaAsEnergy", max: 4 }];

  it("only declared options within their bounds pass; a 0 is 'not taken'", () => {
    expect(declaredOptions(declared, { staminaAsEnergy: 1 })).toEqual({ staminaAsEnergy: 1 });
    expect(declaredOptions(declared, { staminaAsEnergy: 0 })).toEqual({});
    expect(declaredOptions(declared, { staminaAsEnergy: 5 })).toBeUndefined();
    expect(declaredOptions(declared, { extraEnergy: 1 })).toBeUndefined();
    expect(declaredOptions([], { staminaAsEnergy: 1 })).toBeUndefined();
  });

  it("the payload parser refuses options that are not a small record of small whole numbers", () => {
    const base = { combatId: "c1", combatantId: "x1", action: "attack", requestId: "r1" };
    expect(parseSpendPayload({ ...base, options: {} })).toEqual({ ...base, options: {} });
    for (const options of [
      [],
      null,
      { a: -1 },
      { a: 1.5 },
      { a: "1" },
      { "a b": 1 },
      { a: 1, b: 1, c: 1, d: 1, e: 1 },
    ]) {
      expect(parseSpendPayload({ ...base, options })).toBeUndefined();
    }
    expect(parseSpendPayload(base)).toBeUndefined();
  });

  it("an action names at most two ids after it (an item, and the combatant it is aimed at)", () => {
    const base = { combatId: "c1", combatantId: "x1", requestId: "r1", options: {} };
    for (const action of ["attack", "strike:item1", "strike:item1:target1"]) {
      expect(parseSpendPayload({ ...base, action })).toEqual({ ...base, action });
    }
    for (const action of ["strike:a:b:c", "strike:", "strike::b", "strike:a b", "1strike"]) {
      expect(parseSpendPayload({ ...base, action })).toBeUndefined();
    }
  });

  it("a prompted reaction's spend may name its attack: exactly an item id and a target's uuid", () => {
    const base = { combatId: "c1", combatantId: "x1", action: "lunge:m1", requestId: "r1", options: {} };
    for (const attack of [
      { itemId: "sword1", targetUuid: "Actor.brute1" },
      { itemId: "sword1", targetUuid: "Scene.s1.Token.t1.Actor.brute1" },
    ]) {
      expect(parseSpendPayload({ ...base, attack })).toEqual({ ...base, attack });
    }
    for (const attack of [
      null,
      "sword1",
      [],
      { itemId: "sword1" },
      { itemId: 7, targetUuid: "Actor.brute1" },
      { itemId: "sword1", targetUuid: "brute1" },
      { itemId: "sword1", targetUuid: "Actor.brute 1" },
      { itemId: "sword1", targetUuid: "Actor.brute1", damage: 9 },
    ]) {
      expect(parseSpendPayload({ ...base, attack })).toBe(MALFORMED_ATTACK);
    }
  });

  it("a player's spend naming its attack wrongly is refused with that reason, nothing spent", async () => {
    w.as(w.alice);
    const requestId = await stampRequest(w.vera as never, "spend");
    w.as(w.gm);
    const before = snapshot();
    const payload = { combatId: combat.id, combatantId: vera().id, action: "attack", requestId, options: {} };
    expect(await w.gm.query("fray.spend", { ...payload, attack: { itemId: ["x"], targetUuid: 1 } })).toEqual({
      ok: false,
      refused: "FRAY.Combat.refused.malformedAttack",
    });
    expect(snapshot()).toEqual(before);
  });

  it("a player's spend naming an option the room does not declare is refused as malformed, nothing spent", async () => {
    w.as(w.alice);
    const requestId = await stampRequest(w.vera as never, "spend");
    w.as(w.gm);
    const before = snapshot();
    const payload = { combatId: combat.id, combatantId: vera().id, action: "attack", requestId };
    expect(await w.gm.query("fray.spend", { ...payload, options: { extraEnergy: 1 } })).toEqual({
      ok: false,
      refused: "FRAY.Combat.refused.malformed",
    });
    expect(snapshot()).toEqual(before);
    expect(await w.gm.query("fray.spend", { ...payload, options: { staminaAsEnergy: 1 } })).toEqual({ ok: true });
  });
});

describe("the shared checks of a control before its room acts (control-check.ts)", () => {
  const gmOnly = { id: "mark", label: "Mark", who: "gm", takesChoice: true } as const;

  it("a GM-only control asked for by an owner is refused; the GM may use it", () => {
    expect(controlRefusalCode(gmOnly, { choice: "x" }, "owner")).toBe("gmOnly");
    expect(controlRefusalCode(gmOnly, { choice: "x" }, "gm")).toBeUndefined();
  });

  it("an owner's control is open to its owner, with a choice exactly when it takes one", () => {
    const owners = { ...gmOnly, who: "owner", takesChoice: false } as const;
    expect(controlRefusalCode(owners, {}, "owner")).toBeUndefined();
    expect(controlRefusalCode(owners, { choice: "x" }, "owner")).toBe("malformed");
    expect(controlRefusalCode(undefined, {}, "gm")).toBe("unsupported");
  });
});
