/**
 * Every status effect links to its condition's page in the ruleset's rules compendium (condition-page.ts): the link
 * resolves, in the pack sources, to the page that names the condition as the effect does, for all five rulesets.
 */
import { describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../../module/engine/core/ruleset.ts";
import { turnsAndConditionsOf } from "../../../module/engine/turns-conditions-registry.ts";
import { buildStatusEffects, localizeStatusEffects } from "../../../module/foundry/effects/build.ts";
import type { StatusRoom } from "../../../module/foundry/effects/status-room.ts";
import { BONUS_STATUS_ROOM } from "../../../module/foundry/rulesets/bonus/effects/status-room.ts";
import { CONTEST_STATUS_ROOM } from "../../../module/foundry/rulesets/contest/effects/status-room.ts";
import { ENERGY_STATUS_ROOM } from "../../../module/foundry/rulesets/energy/effects/status-room.ts";
import { MOMENTUM_STATUS_ROOM } from "../../../module/foundry/rulesets/momentum/effects/status-room.ts";
import { WOUNDS_STATUS_ROOM } from "../../../module/foundry/rulesets/wounds/effects/status-room.ts";
import { readPackSources } from "../../../scripts/balance/sources.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { resolvePageUuid } from "../../support/pack-conformance.ts";
import { loadLanguages } from "./fixture.ts";

loadLanguages();

const ROOMS: Record<(typeof RULESET_IDS)[number], StatusRoom> = {
  bonus: BONUS_STATUS_ROOM,
  energy: ENERGY_STATUS_ROOM,
  momentum: MOMENTUM_STATUS_ROOM,
  contest: CONTEST_STATUS_ROOM,
  wounds: WOUNDS_STATUS_ROOM,
};
const LINK = /^<p>(.+)<\/p><p>@UUID\[([^\]]+)\]\{([^}]+)\}<\/p>$/;

describe.each(RULESET_IDS)("the %s status effects", (ruleset) => {
  const room = ROOMS[ruleset];
  const entries = buildStatusEffects(ruleset, turnsAndConditionsOf(ruleset).conditions, room);
  localizeStatusEffects(entries, fake().game.i18n, ruleset, room.rulesJournal);

  it("name the rules journal the ruleset's rules compendium holds", () => {
    const journals = readPackSources(`${ruleset}-rules`).map((f) => f.doc._id);
    expect(journals).toContain(room.rulesJournal);
  });

  it("each carry the short rule, then a link to the condition's own rules page, labelled with its name", () => {
    for (const entry of entries) {
      const [, hint, uuid, label] = LINK.exec(entry.description) ?? [];
      expect(hint, entry.id).toBe(fake().game.i18n.localize(`FRAY.Condition.${ruleset}.${entry.id}.hint`));
      expect(label, entry.id).toBe(entry.name);
      const page = resolvePageUuid(uuid ?? "");
      expect(page?._id, `${entry.id}: ${uuid}`).toBe(entry._id);
      expect(page?.name, entry.id).toBe(entry.name);
    }
  });
});
