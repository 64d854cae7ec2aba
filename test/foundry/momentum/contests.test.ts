/**
 * The Advanced Actions' contests from the sheet (seed 002, "Advanced Actions"), on the strict fake: the acting
 * creature's owner asks through the GM (`fray.combatAct`, the `contest` control), the GM pays the AP, rolls both
 * checks and writes what the winner gets. Vera (Raw Force: Strength Bonus 4) against the Brute (Nimbleness:
 * Dexterity Bonus 2); the GM rolls Vera's d20 first, then the Brute's.
 */
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { contestChoice, type SheetContest } from "../../../module/foundry/rulesets/momentum/combat/contest-choice.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { contestFace, shownContest } from "../chat/opposed-card/shown.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { AX, momentumWorld, type MomentumWorld } from "./world-fixture.ts";

type AdapterCombatant = Parameters<typeof actFor>[0];
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;

let w: MomentumWorld;
let combat: FakeCombat;
let vera: FakeCombatant;
let brute: FakeCombatant;

beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
  await combat.startCombat();
  vera = combatantOf(combat, w.vera);
  brute = combatantOf(combat, w.brute);
  // The first set-up imports the whole system: slow on a loaded machine, so it is given time (no assertion on it).
}, 30_000);

/** `user` (Alice by default) has Vera try `contest` on the Brute, the d20s showing Vera's face then the Brute's. */
async function veraTries(contest: SheetContest, faces: readonly number[], user: FakeUser = w.alice): Promise<void> {
  w.as(user);
  w.dice(...faces);
  await actFor(c(vera), "contest", contestChoice(contest, brute.id));
}

const statuses = (actor: FakeActor) => [...(actor as unknown as { statuses: Set<string> }).statuses];
/** The newest opposed card's face, as every user's client shows it (chat/opposed-card/). */
const lastText = () => contestFace([...w.messages.values()].at(-1));

describe("the Advanced Actions' contests, through the GM", () => {
  it('"Trip | 2 | … knock a target within 1 m of you Prone": 15 + 4 beats 5 + 2; 2 AP paid; an opposed card', async () => {
    const before = w.messages.size;
    await veraTries("trip", [15, 5]);
    expect(statuses(w.brute)).toContain("prone");
    expect(systemOf(vera)).toMatchObject({ ap: 1 });
    expect(w.messages.size).toBe(before + 1);
    // Athletics and Raw Force both give Vera 4 (Strength): the first listed is rolled.
    const card = [...w.messages.values()].at(-1);
    expect(card?.type).toBe("opposed");
    expect(card?.rolls.map((r) => r.total)).toEqual([19, 7]);
    expect(lastText()).toBe(
      [
        "Vera — Trip",
        "Vera: Athletics check Total 19",
        "Brute: Nimbleness check Total 7",
        "Vera wins",
        // d20 + 4 against d20 + 2, ties to the Brute: 229 of the 400 pairs of faces.
        "Vera's chance before the roll: 57%",
        "Brute is knocked Prone.",
      ].join("\n"),
    );
  });

  it('"You succeed if you roll higher than your target": a tie (12 + 4 = 14 + 2) is the target\'s; the AP stay spent', async () => {
    await veraTries("trip", [12, 14]);
    expect(statuses(w.brute)).not.toContain("prone");
    expect(systemOf(vera)).toMatchObject({ ap: 1 });
    expect(lastText()).toContain("Brute resists Vera");
    expect(shownContest([...w.messages.values()].at(-1)).pairs[0]).toMatchObject({
      winnerText: "Brute wins",
      tieText: "Tied at 16: the tie goes to Brute.",
    });
  });

  it('under the contestTies setting "actor" the same tie is Vera\'s: the Brute is Prone, the card names the rule', async () => {
    // World settings outlive a test on the fake, as in a world: put the default back whatever happens.
    onTestFinished(async () => {
      await fake().game.settings.set("fray", "momentum-contestTies", "target");
    });
    await fake().game.settings.set("fray", "momentum-contestTies", "actor");
    await veraTries("trip", [12, 14]);
    expect(statuses(w.brute)).toContain("prone");
    expect(shownContest([...w.messages.values()].at(-1)).pairs[0]).toMatchObject({
      winnerText: "Vera wins",
      tieText: "Tied at 16: the tie goes to Vera.",
      // d20 + 4 against d20 + 2, ties to Vera: 247 of the 400 pairs of faces.
      oddsText: "Vera's chance before the roll: 62%",
    });
  });

  it('"Blind | 2 | … until the end of their next turn": Blinded, stamped to end at the Brute\'s turn end', async () => {
    await veraTries("blind", [18, 1]);
    expect(statuses(w.brute)).toContain("blinded");
    const effect = w.brute.effects.contents.find((e) => e.statuses.has("blinded"));
    expect(JSON.stringify(effect?.flags)).toContain(`"kind":"turnEnd"`);
    expect(JSON.stringify(effect?.flags)).toContain(brute.id);
  });

  it('"Grab | 2": the Brute is Grabbed; "Shove | 1": the Brute is shoved 1 m (1 AP)', async () => {
    await veraTries("grab", [18, 1]);
    expect(statuses(w.brute)).toContain("grabbed");
    await veraTries("shove", [18, 1]);
    expect(lastText()).toContain("Brute is shoved 1 m.");
    expect(systemOf(vera)).toMatchObject({ ap: 0 });
  });

  it('"Disarm | 2 | … force a target … to drop one item that it is holding": its equipped weapon is unequipped', async () => {
    // On the Brute's turn, Bob has it disarm Vera of her Ax (Nimbleness 18 + 2 against Athletics 1 + 4).
    w.as(w.gm);
    await combat.nextTurn();
    w.as(w.bob);
    w.dice(18, 1);
    await actFor(c(brute), "contest", contestChoice("disarm", vera.id));
    const ax = w.vera.items.get(AX) as unknown as { system: { equipped: boolean } };
    expect(ax.system.equipped).toBe(false);
    // The opposed card, then the offer of the Ax to the Brute (take-dropped.test.ts).
    expect(contestFace([...w.messages.values()].at(-2))).toContain("Vera drops Ax.");
    expect(systemOf(brute)).toMatchObject({ ap: 1 });
  });

  it('"Climb": "at least one size category larger than you" — a Brute of Vera\'s size is refused; a large one is climbed', async () => {
    // The GM's own click and the player's relayed request show the same reason: the room's key crosses whole.
    await veraTries("climb", [18, 1], w.gm);
    expect(w.warnings.at(-1)).toBe("The target is too small for that action.");
    const warned = w.warnings.length;
    await veraTries("climb", [18, 1]);
    expect(w.warnings.slice(warned)).toEqual(["The target is too small for that action."]);
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
    w.as(w.gm);
    await w.brute.update({ system: { size: "large" } });
    await veraTries("climb", [18, 1]);
    expect(statuses(w.vera)).toContain("climbing");
  });

  it('"The target cannot be larger than one size category above your own": Trip on a huge Brute is refused, nothing paid', async () => {
    await w.brute.update({ system: { size: "huge" } });
    const before = w.messages.size;
    await veraTries("trip", [18, 1], w.gm);
    expect(w.warnings.at(-1)).toBe("The target is too large for that action.");
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
    expect(w.messages.size).toBe(before);
  });

  it("short of AP the contest is refused before any roll; only the acting creature's owner may ask", async () => {
    await veraTries("trip", [15, 5]);
    const before = w.messages.size;
    await veraTries("trip", [15, 5]);
    expect(w.messages.size).toBe(before);
    expect(systemOf(vera)).toMatchObject({ ap: 1 });
    await veraTries("grab", [18, 1], w.bob);
    expect(statuses(w.brute)).not.toContain("grabbed");
    expect(w.messages.size).toBe(before);
  });

  it("a choice naming no contest or no combatant of this combat is refused and changes nothing", async () => {
    w.as(w.alice);
    await actFor(c(vera), "contest", "hide-" + brute.id);
    await actFor(c(vera), "contest", "trip-nosuchcombatant0");
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
  });
});
