/**
 * The mounted-combat step of the `wounds` self-check (mounted/take-mount.ts, shared-turn.ts; rules page decisions
 * 199–201), last, on the attacker's turn, as its sheet's Mount/Dismount button takes it (relayed as `fray.sheetAct`,
 * the GM's own request here): the GM sets the attacker beside the target and gives it two Mount/Dismounts' AP; it
 * mounts the target ("a creature must be at least the size of its rider": the two are of a size), its combatant
 * records the mount, its token is set on the mount's space and the two form one turn group ("you and your mount share
 * a single turn"); then it dismounts, the record cleared and every AP spent.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { eventually, expectEqual, expectThat, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsCombatantData, woundsStateOf } from "../combat/actor.ts";
import { woundsOptions } from "../rule-variants.ts";
import { MOUNT_ACT } from "./mount-act.ts";
import { MOUNTED_TURNS } from "./shared-turn.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

export const mountRidden: SkirmishStep = {
  id: "mountRidden",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.mountRidden`,
  async run(s) {
    await toAttackersTurn(s);
    const actors = need(s.actors, "the actors");
    const tokens = need(s.tokens, "the tokens");
    const rider = combatantOf(s, actors.attacker);
    const mount = combatantOf(s, actors.target);
    const size = need(tokens.target.parent, "the scene").grid.size;
    await tokens.attacker.update({ x: tokens.target.x - size, y: tokens.target.y });
    const ap = () => apOf(need(woundsStateOf(rider), "the attacker's wounds state"));
    await adjustPool(rider, "ap", 2 * apCost(MOUNT_ACT, [], woundsOptions()) - ap());
    const riding = () => woundsCombatantData(rider)?.riding;
    const take = () => requestSheetAct(actors.attacker, { act: MOUNT_ACT, targetUuid: actors.target.uuid });
    expectEqual("Mount", true, await take());
    expectEqual("the mount recorded", mount.id, riding());
    await eventually(
      () => tokens.attacker.x === tokens.target.x && tokens.attacker.y === tokens.target.y,
      "the rider set on its mount",
      () => [tokens.attacker.x, tokens.attacker.y],
    );
    const groups = MOUNTED_TURNS.of(need(s.combat, "the combat"));
    expectThat(
      groups.some((g) => g.members.includes(rider.id ?? "") && g.members.includes(mount.id ?? "")),
      "one turn for the rider and its mount",
      groups,
    );
    expectEqual("Dismount", true, await take());
    expectEqual("the record cleared", "", riding());
    expectEqual("the AP after mounting and dismounting", 0, ap());
  },
};
