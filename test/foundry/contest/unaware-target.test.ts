/**
 * A target unaware of the attack (rules page decision 152; attack/strike.ts, attack/modifiers.ts, canvas/situation.ts).
 * Seed 003, Step II: "The target of your attack can defend against the attack if it is aware of it"; "The defender
 * can also decide not to defend. If they do so, they automatically fail their defense test." The roll dialog's Target
 * unaware row, on by default when the attacker's token is hidden from the players' view, leaves Bob's Brute only no
 * defense on the card. A 1-m square scene: Alice's Kara (longsword) beside the Brute.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { sceneSituationFor } from "../../../module/foundry/canvas/situate.ts";
import { isRefusal } from "../../../module/foundry/combat-room.ts";
import { CONTEST_COMBAT_ROOM } from "../../../module/foundry/rulesets/contest/combat-room.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { BOW_SYSTEM, bruteDefends, karaRolls, karaStrikes, LONGSWORD, type ContestWorld } from "./world-fixture.ts";
import { contestSceneWorld, metreScene } from "./yard-fixture.ts";

const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

let w: ContestWorld;

beforeEach(async () => {
  w = await contestSceneWorld([
    { _id: "shortbow00000000", name: "Shortbow", type: "contest-weapon", system: BOW_SYSTEM },
  ]);
});

/** Kara beside the Brute on a fresh scene, her token hidden from the players or not. */
async function place(hidden: boolean) {
  const scene = await metreScene("Yard");
  const [, brute] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.kara.id, x: 0, y: 0, actorLink: true, disposition: 1, hidden },
    { actorId: w.brute.id, x: 100, y: 0, actorLink: true },
  ]);
  if (!brute) throw new Error("no Brute token");
  const sword = w.kara.items.get(LONGSWORD);
  if (!sword) throw new Error("no sword");
  return sceneSituationFor(
    "contest",
    CONTEST_COMBAT_ROOM,
    { actor: w.kara, item: sword } as never,
    { actor: w.brute, token: brute } as never,
  );
}

function bobsButtons(card: FakeChatMessage): string[] {
  w.as(w.bob);
  const row = attackCardViewContext(card as never, card.system as never).rows[0];
  return row ? row.actions.map((a) => `${a.step}:${a.choice}`) : [];
}

describe('"The target of your attack can defend against the attack if it is aware of it"', () => {
  it("Kara's Strike with Target unaware ticked leaves the Brute only no defense; a Dodge is refused", async () => {
    const card = await karaStrikes(w, LONGSWORD, { targetUnaware: true });
    expect(bobsButtons(card)).toEqual(["defense:none"]);
    expect(await bruteDefends(w, card, "dodge", 12)).toEqual({ ok: false, reason: "unknownChoice" });
  });

  it('"they automatically fail their defense test": her Strike test of 10 (+4 = 14) passes, a critical win: it hits', async () => {
    const card = await karaStrikes(w, LONGSWORD, { targetUnaware: true });
    expect(await bruteDefends(w, card, "none")).toEqual({ ok: true });
    expect(await karaRolls(w, card, 10)).toEqual({ ok: true });
    const row = (card.system.toObject() as { targets: { outcome: string }[] }).targets[0];
    expect(row?.outcome).toBe("hit");
  });

  it("unticked, the aware Brute keeps Block, Dodge and Parry", async () => {
    const card = await karaStrikes(w, LONGSWORD, {});
    expect(bobsButtons(card)).toEqual(["defense:block", "defense:dodge", "defense:parry", "defense:none"]);
  });

  it("the roll dialog offers the row for a melee Strike and a ranged one alike", () => {
    for (const item of [LONGSWORD, "shortbow00000000"]) {
      const plan = CONTEST_COMBAT_ROOM.planAttack(
        w.kara as never,
        w.kara.items.get(item) as never,
        w.brute as never,
        {},
      );
      if (isRefusal(plan)) throw new Error(plan.refused);
      expect((plan.modifiers ?? []).map((m) => m.id)).toContain("targetUnaware");
    }
  });
});

describe("the scene's default: an attacker whose token the GM hid does not let the target see it coming", () => {
  it("Kara's hidden token: Target unaware starts ticked, the reason naming her and the Brute", async () => {
    const s = await place(true);
    expect(s?.defaults).toEqual({ targetUnaware: true });
    expect(s?.reasons["targetUnaware"]).toEqual({
      key: "FRAY.Contest.Refusal.Scene.hidden",
      data: { attacker: "Kara", name: "Brute" },
    });
  });

  it("Kara's token in plain view: the row starts unticked", async () => {
    expect((await place(false))?.defaults).toEqual({});
  });
});
