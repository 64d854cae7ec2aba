/**
 * The style-XP step of the `contest` self-check (style-xp.ts, rules page decision 155): the attacker's first style
 * holding its five free pieces, a player's sheet submit that adds a sixth pays 25 XP of the XP it sends ("Expanding
 * a fighting style by adding a weapon, armor, or shield to its list costs 25 XP"); with none, the styles stay as
 * stored and the shortfall is named. Nothing is written: it is the form data the sheet would save.
 */
import { STYLE_EXPANSION_XP, STYLE_FREE_GEAR } from "../../../../engine/rulesets/contest/tables/styles.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { contestSystem } from "./from-documents.ts";
import { chargeStyleEdit } from "./style-xp.ts";

export const styleXp: SkirmishStep = {
  id: "styleXp",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.styleXp`,
  run(s) {
    const system = need(contestSystem(need(s.actors, "the actors").attacker), "the attacker as a contest creature");
    const first = need(system.styles[0], "the attacker's first style");
    const free = Array.from({ length: STYLE_FREE_GEAR }, (_, i) => `piece ${String(i + 1)}`);
    const stored = { styles: [{ ...first, gear: free }], xp: 0 };
    const submit = (xp: number) => ({ system: { xp, styles: [{ ...first, gear: [...free, "sixth piece"] }] } });
    const paid = chargeStyleEdit(stored, submit(STYLE_EXPANSION_XP)).data as { system?: { xp?: unknown } };
    expectEqual("the XP left after buying a sixth piece", 0, paid.system?.xp);
    const refused = chargeStyleEdit(stored, submit(0)).refusal?.refused;
    expectEqual("the refusal with no XP", `${I18N_ROOT}.Contest.Refusal.notEnoughXp`, refused);
    return Promise.resolve();
  },
};
