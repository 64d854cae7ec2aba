/**
 * A spell from the sheet on the `contest` card, through the GM relay on the strict fake: "Use Magic. You cast a spell"
 * at the spell's AP, "Spell Attacks. Make a Sorcery test against a foe within the spell's range", the defenses
 * "Attack spells can only be defended with Block or Dodge" (Withstand against "abilites that target the mind"), the
 * odds of each before the defender chooses, and a Block's "magical damage equal to half their BR (round up)". Kara
 * casts at +3 (PER 1, Sorcery 2); the Brute Dodges at +4 and Blocks at +2 with a shield of BR 5 here.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { asActor } from "./combat-fixture.ts";
import { bruteDefends, contestWorld, karaRolls, karaStrikes, type ContestWorld } from "./world-fixture.ts";

const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

const FIRE_BOLT = "firebolt00000000";
const MIND_LASH = "mindlash00000000";
const MENDING = "mendingword00000";

const spell = (over: Record<string, unknown>) => ({
  kind: "spell",
  attack: true,
  delivery: "ranged",
  range: 30,
  damage: { count: 1, faces: 8, bonus: 0 },
  damageType: "fire",
  ap: 1,
  ...over,
});

let w: ContestWorld;

const SPELLS = [
  { _id: FIRE_BOLT, name: "Fire Bolt", type: "contest-ability", system: spell({}) },
  {
    _id: MIND_LASH,
    name: "Mind Lash",
    type: "contest-ability",
    system: spell({ targetsMind: true, damageType: "psychic", damage: { count: 1, faces: 6, bonus: 0 } }),
  },
  { _id: MENDING, name: "Mending Word", type: "contest-ability", system: spell({ attack: false, ap: 2 }) },
];

beforeEach(async () => {
  w = await contestWorld(SPELLS);
  w.as(w.gm);
  await w.kara.update({ system: { skills: { sorcery: { rank: 2, attribute: "perception" } } } });
  await w.brute.items.get("shield0000000000")?.update({ system: { blockRating: 5 } });
});

function view(card: FakeChatMessage, viewer: ContestWorld["alice"]) {
  w.as(viewer);
  const row = attackCardViewContext(card as never, card.system as never).rows[0];
  if (!row) throw new Error("no row");
  return row;
}
const choices = (card: FakeChatMessage) => view(card, w.bob).actions.map((a) => a.choice);
const health = () => (w.brute.system as unknown as { health: { value: number } }).health.value;

describe('"Spell Attacks. Make a Sorcery test against a foe within the spell\'s range"', () => {
  it("the spell is declared on the card; the GM rolls a Sorcery test (PER 1 + Sorcery 2) against the Target Number", async () => {
    const card = await karaStrikes(w, FIRE_BOLT);
    await bruteDefends(w, card, "none");
    expect(await karaRolls(w, card, 10)).toEqual({ ok: true });
    expect(view(card, w.alice).attackText).toBe("Strike test 13 against 11");
    const rolled = JSON.stringify(card.system.toObject());
    expect(rolled).toContain("Sorcery");
  });

  it('"Attack spells can only be defended with Block or Dodge": no Parry, no Withstand', async () => {
    expect(choices(await karaStrikes(w, FIRE_BOLT))).toEqual(["block", "dodge", "none"]);
  });

  it('"Withstand … can only be used against abilites that target the mind": Mind Lash opens it', async () => {
    expect(choices(await karaStrikes(w, MIND_LASH))).toEqual(["block", "dodge", "withstand", "none"]);
  });

  it("a Parry against a spell is refused by the GM, whatever the client sends", async () => {
    const card = await karaStrikes(w, FIRE_BOLT);
    expect(await bruteDefends(w, card, "parry", 15)).toEqual({ ok: false, reason: "unknownChoice" });
  });

  it("the defender sees the exact odds of each defense before choosing (Sorcery +3 against Dodge +4)", async () => {
    const card = await karaStrikes(w, FIRE_BOLT);
    const odds = Object.fromEntries(view(card, w.bob).actions.map((a) => [a.choice, a.oddsText]));
    // +3 passes on 8–20 (65%); undefended, every pass is the attacker's critical win.
    expect(odds["none"]).toContain("damage 65% (attacker's critical 65%");
    // Dodge +4 passes 70%: the attacker's critical is 0.65 × 0.3 = 19.5%, the defender's 0.35 × 0.7 = 24.5%.
    expect(odds["dodge"]).toContain("attacker's critical 19.5%");
    expect(odds["dodge"]).toContain("defender's critical 24.5%");
  });

  it('"Shields also protect from magical damage equal to half their BR (round up)": fire 7 − 3 = 4 through a Block of BR 5', async () => {
    const card = await karaStrikes(w, FIRE_BOLT);
    await bruteDefends(w, card, "block", 18); // 20: 2 Successes
    await karaRolls(w, card, 9); // 12: 1 Success — the Block stands
    w.as(w.alice);
    w.dice(7);
    expect(await askStep("damage", w.kara as never, card.id, "t0")).toEqual({ ok: true });
    expect(health()).toBe(20 - (7 - 3));
  });
});

describe('"Use Magic. You cast a spell": the spell\'s AP, and "If an action spell, has the Attack trait, it uses one of your ApR"', () => {
  let kara: FakeCombatant;
  beforeEach(async () => {
    w.as(w.gm);
    const combat = await createCombat("contest", [w.kara, w.brute]);
    kara = combatantOf(combat, w.kara);
    w.dice(5, 2);
    await combat.rollAll();
    await combat.startCombat();
  });

  it("casting Fire Bolt from the card pays 1 AP and one of the two Attacks", async () => {
    await karaStrikes(w, FIRE_BOLT);
    expect(systemOf(kara)).toMatchObject({ ap: 2, attacks: 1 });
  });

  it("a non-attacking spell is Use Magic at its own AP (Mending Word: 2) and uses no Attack", async () => {
    w.as(w.alice);
    expect(await spendInCombat(asActor(w.kara), { action: `useMagic:${MENDING}` })).toBe(true);
    expect(systemOf(kara)).toMatchObject({ ap: 1, attacks: 0 });
  });

  it("a weapon named as a spell, or a spell as a Strike, is refused", async () => {
    w.as(w.alice);
    expect(await spendInCombat(asActor(w.kara), { action: "useMagic:longsword0000000" })).toBe(false);
    expect(await spendInCombat(asActor(w.kara), { action: `strike:${FIRE_BOLT}` })).toBe(false);
    expect(systemOf(kara)).toMatchObject({ ap: 3, attacks: 0 });
  });
});
