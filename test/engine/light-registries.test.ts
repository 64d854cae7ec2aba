import { describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../module/engine/core/ruleset.ts";
import { allRulesetMetas, getRulesetMeta } from "../../module/engine/meta-registry.ts";
import { getRuleset } from "../../module/engine/registry.ts";
import { turnsAndConditionsOf } from "../../module/engine/turns-conditions-registry.ts";

// The adapter's main bundle reads these two light registries instead of the full descriptors; they must answer the
// very objects the descriptors hold, ruleset by ruleset, or the adapter would play one ruleset with another's rules.
describe("the light registries agree with the full descriptors", () => {
  it.each(RULESET_IDS)("%s: the metadata is the descriptor's", (id) => {
    const meta = getRulesetMeta(id);
    const descriptor = getRuleset(id);
    expect(meta.id).toBe(id);
    expect(meta.title).toBe(descriptor.title);
    expect(meta.seed).toBe(descriptor.seed);
    expect(meta.grid).toBe(descriptor.grid);
    expect(meta.documents).toBe(descriptor.documents);
    expect(meta.packs).toBe(descriptor.packs);
  });

  it.each(RULESET_IDS)("%s: the turn structure and the condition catalog are the descriptor's rules", (id) => {
    const rules = getRuleset(id).rules;
    expect(rules).toBeDefined();
    expect(turnsAndConditionsOf(id).turns).toBe(rules?.turns);
    expect(turnsAndConditionsOf(id).conditions).toBe(rules?.conditions);
  });

  it("lists every ruleset once, in the registry's order", () => {
    expect(allRulesetMetas().map((meta) => meta.id)).toEqual([...RULESET_IDS]);
  });
});
