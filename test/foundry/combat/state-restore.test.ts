/**
 * The update the GM's guard writes back over a player's direct write (combat/state-restore.ts): merged into the
 * written state as core merges update data (the fake's `mergeObject`, v13 `-=key` or v14 ForcedDeletion), it gives
 * the known state back exactly — values, nested records, and keys the write added.
 */
import { describe, expect, it } from "vitest";
import { restoreUpdate } from "../../../module/foundry/combat/state-restore.ts";
import { merge } from "../../support/fake-foundry/world/merge.ts";

const known = { ap: 3, held: { action: "attack", remaining: 1 }, readied: { a: { cost: 2 } }, reactions: ["dodge"] };

describe("restoreUpdate", () => {
  it("writes every known value back: a pool, a nested record's field, an array", () => {
    const written = { ap: 9, held: { action: "attack", remaining: 0 }, readied: { a: { cost: 0 } }, reactions: [] };
    expect(merge(structuredClone(written), restoreUpdate(written, known))).toEqual(known);
  });

  it("deletes what the write added, at any depth (a readied choice, a key of a record)", () => {
    const written = { ...known, readied: { a: { cost: 2, free: true }, b: { cost: 0 } }, extra: 1 };
    expect(merge(structuredClone(written), restoreUpdate(written, known))).toEqual(known);
  });

  it("leaves an unchanged state unchanged", () => {
    expect(merge(structuredClone(known), restoreUpdate(known, known))).toEqual(known);
  });
});
