/**
 * `energy` from the tracker, by the combatant's owner (issue 9): "You may try to perform an action in response to
 * another creature's action … by rolling Initiative", and passing for the Round. A player's click goes to the
 * active GM as `fray.combatAct`, proved by a stamp on the combatant's actor; the GM rolls and writes.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";
import { leftoverStamps, withoutStamps } from "../security/abuse-kinds.ts";
import { worldSnapshot } from "../security/snapshot.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import { combatantOf, createCombat, systemOf } from "./fixture.ts";

type AdapterCombatant = Parameters<typeof actFor>[0];
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;
const QUERY = "fray.combatAct";

let w: EnergyWorld;
let combat: FakeCombat;
const vera = () => combatantOf(combat, w.vera);
const ogre = () => combatantOf(combat, w.ogre);
const snapshot = () => withoutStamps(worldSnapshot(w));

beforeEach(async () => {
  w = await energyWorld();
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
});

/** Alice stamps her Vera, as her client does before asking; the GM is the local user again afterwards. */
async function aliceStamp(): Promise<string> {
  w.as(w.alice);
  const id = await stampRequest(w.vera as never, "combatAct");
  w.as(w.gm);
  return id;
}

const payload = (requestId: string, over: Record<string, unknown> = {}) => ({
  combatId: combat.id,
  combatantId: vera().id,
  act: "pass",
  requestId,
  ...over,
});

describe("energy: a player acts for their own combatant through the GM", () => {
  it("Alice passes for her Vera: done for the Round, and no stamp is left behind", async () => {
    w.as(w.alice);
    await actFor(c(vera()), "pass");
    expect(systemOf(vera())).toMatchObject({ passed: true });
    expect(leftoverStamps({ proof: w.vera })).toEqual([]);
  });

  it("'If your roll is higher, you win the Initiative': Alice's Vera interrupts Bob's Ogre, rolled by the GM", async () => {
    w.as(w.alice);
    w.dice(14, 9);
    await actFor(c(vera()), "interrupt", ogre().id); // the outcome is in chat and on the tracker
    expect(systemOf(vera())).toMatchObject({ initiative: 14, interrupts: [{ against: ogre().id, won: true }] });
    expect(systemOf(ogre())).toMatchObject({ initiative: 9, uses: { initiative: 1 } });
    expect(contestFace([...w.messages.values()].at(-1))).toContain(
      [
        "Vera — Initiative to interrupt",
        "Vera: Initiative Total 14",
        "Ogre: Initiative Total 9",
        "Vera wins",
        "14 is higher than 9: Vera wins the Initiative.",
      ].join("\n"),
    );
  });

  it("'You may decide not to roll Initiative and treat the situation as if you had lost Initiative (possibly saving your Initiative roll for later)': Bob holds for his Ogre, Vera wins uncontested and the Ogre's roll is saved", async () => {
    w.as(w.bob);
    await actFor(c(ogre()), "hold");
    expect(systemOf(ogre())).toMatchObject({ holdsInitiative: true });
    w.as(w.alice);
    w.dice(3);
    await actFor(c(vera()), "interrupt", ogre().id);
    expect(systemOf(vera())).toMatchObject({
      initiative: 3,
      interrupts: [{ against: ogre().id, won: true, total: 3, opponentTotal: null }],
    });
    expect(systemOf(ogre())).toMatchObject({ initiative: null, uses: { initiative: 0 } });
    const face = contestFace([...w.messages.values()].at(-1));
    expect(face).toContain("Ogre: Initiative\ndeclined (holds Initiative)\nVera wins");
    expect(face).toContain("Ogre holds its Initiative: treated as having lost.");
    expect(face).toContain("Vera's chance before the roll: 100%");
  });

  it("Hold is a toggle: released, the Ogre rolls the next contest; a new Round releases it", async () => {
    w.as(w.bob);
    await actFor(c(ogre()), "hold");
    await actFor(c(ogre()), "hold");
    expect(systemOf(ogre())).toMatchObject({ holdsInitiative: false });
    w.as(w.alice);
    w.dice(14, 9);
    await actFor(c(vera()), "interrupt", ogre().id);
    expect(systemOf(ogre())).toMatchObject({ initiative: 9, uses: { initiative: 1 } });
    w.as(w.bob);
    await actFor(c(ogre()), "hold");
    w.as(w.gm);
    await combat.nextRound();
    expect(systemOf(ogre())).toMatchObject({ holdsInitiative: false });
  });

  it("Bob cannot pass, roll or hold for Alice's Vera: refused before anything is written", async () => {
    const before = snapshot();
    w.as(w.bob);
    await actFor(c(vera()), "pass");
    await actFor(c(vera()), "interrupt", ogre().id);
    await actFor(c(vera()), "hold");
    expect(snapshot()).toEqual(before);
    expect(w.warnings.at(-1)).toBe("FRAY.Query.refused.notOwner"); // localized by Foundry
  });

  it("a replayed request is refused: the stamp was used up by the first", async () => {
    const requestId = await aliceStamp();
    expect(await w.gm.query(QUERY, payload(requestId))).toEqual({ ok: true });
    await vera().update({ system: { passed: false } });
    const before = snapshot();
    expect(await w.gm.query(QUERY, payload(requestId))).toEqual({ ok: false, reason: "notOwner" });
    expect(snapshot()).toEqual(before);
  });

  it("a forged combatant is refused: Alice's stamp on Vera proves nothing about Bob's Ogre", async () => {
    const requestId = await aliceStamp();
    const before = snapshot();
    const forged = payload(requestId, { combatantId: ogre().id, act: "interrupt", choice: vera().id });
    expect(await w.gm.query(QUERY, forged)).toEqual({ ok: false, reason: "notOwner" });
    expect(snapshot()).toEqual(before);
  });

  it("refuses a second Pass, an interrupt of itself or of a stranger to the combat, and changes nothing", async () => {
    await actFor(c(vera()), "pass");
    for (const over of [{}, { act: "interrupt", choice: vera().id }, { act: "interrupt", choice: "nobody" }]) {
      const requestId = await aliceStamp();
      const before = snapshot();
      const reply = await w.gm.query(QUERY, payload(requestId, over));
      // The room's own key crosses whole (the player reads what the GM's click would show).
      expect(reply).toEqual({
        ok: false,
        reason: over.act ? "FRAY.Query.refused.unknownOpponent" : "FRAY.Combat.refused.alreadyPassed",
      });
      expect(snapshot()).toEqual(before);
      expect(leftoverStamps({ proof: w.vera })).toEqual([]);
    }
  });

  it("only the active GM's client settles it, and only in a started combat", async () => {
    const requestId = await aliceStamp();
    expect(await w.alice.query(QUERY, payload(requestId))).toEqual({ ok: false, reason: "notActiveGm" });
    const other = await createCombat("energy", [w.vera]);
    const unstarted = payload(await aliceStamp(), { combatId: other.id, combatantId: combatantOf(other, w.vera).id });
    expect(await w.gm.query(QUERY, unstarted)).toEqual({ ok: false, reason: "unknownCombatant" });
  });
});

describe("energy: one Initiative roll against several creatures, and the GM's race", () => {
  let rat: () => FakeCombatant;
  beforeEach(async () => {
    const ratActor = w.createActor({ name: "Rat", type: "energy-npc", system: { level: 0 } });
    combat = await createCombat("energy", [w.vera, w.ogre, ratActor]);
    await combat.startCombat();
    rat = () => combatantOf(combat, ratActor);
  });

  it("'you may win Initiative against some creatures and lose against others': Alice's one roll against the Ogre and the Rat", async () => {
    w.as(w.alice);
    w.dice(14, 9, 15);
    await actFor(c(vera()), "interrupt", `${ogre().id}_${rat().id}`);
    expect(systemOf(vera())).toMatchObject({
      initiative: 14,
      uses: { initiative: 1 },
      interrupts: [
        { against: ogre().id, won: true, total: 14, opponentTotal: 9 },
        { against: rat().id, won: false, total: 14, opponentTotal: 15 },
      ],
    });
    // One card, one roll of Vera's against each opponent's (decision 129).
    const card = [...w.messages.values()].at(-1);
    expect(card?.rolls.map((r) => r.total)).toEqual([14, 9, 15]);
    const face = contestFace(card);
    expect(face).toContain("14 is higher than 9: Vera wins the Initiative.");
    expect(face).toContain("14 is not higher than 15: Vera loses (a tie is not higher).");
    expect(face).toContain("Vera acts at the same time as Ogre, possibly interrupting");
    expect(face).toContain("Against Rat, play continues normally.");
  });

  it("a choice naming itself or a stranger among the opponents is refused, nothing rolled", async () => {
    for (const choice of [`${vera().id}_${ogre().id}`, `${ogre().id}_nobody`]) {
      const requestId = await aliceStamp();
      const before = snapshot();
      const reply = await w.gm.query(QUERY, payload(requestId, { act: "interrupt", choice }));
      expect(reply).toEqual({ ok: false, reason: "FRAY.Query.refused.unknownOpponent" });
      expect(snapshot()).toEqual(before);
    }
  });

  it("'a race to see who accomplishes an instantaneous task first': the GM races three, one summary says who is first", async () => {
    w.as(w.gm);
    w.dice(12, 12, 5);
    await actFor(c(vera()), "race", `${ogre().id}_${rat().id}`);
    const summary = [...w.messages.values()].at(-1)?.content ?? "";
    expect(summary).toContain("Initiative race: who is first");
    expect(summary).toMatch(/Place 1.*Vera \(12\), Ogre \(12\).*Place 2.*Rat \(5\)/s);
    // Each racer used its one roll of the Round.
    expect([vera(), ogre(), rat()].map((x) => systemOf(x))).toMatchObject([
      { initiative: 12 },
      { initiative: 12 },
      { initiative: 5 },
    ]);
  });

  it("a player's race is refused: the GM picks the racers", async () => {
    const requestId = await aliceStamp();
    const before = snapshot();
    const reply = await w.gm.query(QUERY, payload(requestId, { act: "race", choice: ogre().id }));
    expect(reply).toEqual({ ok: false, reason: "gmOnly" });
    expect(snapshot()).toEqual(before);
  });
});
