/**
 * The mounted-combat step of the `wounds` self-check (mounted/take-mount.ts, shared-turn.ts; rules page decisions
 * 199–201), last, on the attacker's turn, as its sheet's Mount/Dismount button takes it (relayed as `fray.sheetAct`,
 * the GM's own request here): the GM sets the attacker beside the target and gives it two Mount/Dismounts' AP; it
 * mounts the target ("a creature must be at least the size of its rider": the two are of a size), its combatant
 * records the mount, its token is set on the mount's space and the two form one turn group ("you and your mount share
 * a single turn"); then it dismounts, the record cleared, every AP spent and its token set down beside the mount
 * (decision 221). First, the two set friendly against
 * hostile, the Mount is refused and nothing paid (decision 220); the target turned neutral, it goes ahead.
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
import { FRIENDLY, HOSTILE, NEUTRAL } from "../canvas/self-check-flanking.ts";
import { MOUNT_ACT } from "./mount-act.ts";
import { MOUNTED_TURNS } from "./shared-turn.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";
import { pressCardButton } from "../../../self-check/steps/card.ts";
import { leastWoundChecksFailed, toStandardAttack } from "../attack/self-check-attack-actions.ts";
import { OUT_OF_CONTROL } from "./steer.ts";
import { MOUNT_CONTROL_STEP_ID } from "./wound-control.ts";

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
    // "a horse or other mount", not an enemy (decision 220): refused while the two stand friendly against hostile.
    const dispositions = [tokens.attacker.disposition, tokens.target.disposition] as const;
    await tokens.attacker.update({ disposition: FRIENDLY });
    await tokens.target.update({ disposition: HOSTILE });
    expectEqual("Mount a hostile creature", false, await take());
    expectEqual("nothing paid for the refused Mount", 2 * apCost(MOUNT_ACT, [], woundsOptions()), ap());
    await tokens.target.update({ disposition: NEUTRAL });
    s.tracker.onCleanup("dispositions", async () => {
      await tokens.attacker.update({ disposition: dispositions[0] });
      await tokens.target.update({ disposition: dispositions[1] });
    });
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
    // "climb off of the mount": set down on a space beside it (decision 221), no movement paid.
    const dx = Math.abs(tokens.attacker.x - tokens.target.x);
    const dy = Math.abs(tokens.attacker.y - tokens.target.y);
    expectThat(Math.max(dx, dy) === size, "the rider set down beside its mount", [dx, dy]);
  },
};

/**
 * Untrained mounts "require a Prs [Nature/Riding] check each time they or you are wounded" (decision 219): the target
 * rides the attacker (recorded as Mount/Dismount records it; `mountRidden` checks the act) and takes the least wound
 * the attacker can deal; the card's follow-up rolls the rider's check, a 1 fails and its mount, the attacker, is Out of
 * Control; Undo takes the status back with the wound.
 */
export const mountWoundChecked: SkirmishStep = {
  id: "mountWoundChecked",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.mountWoundChecked`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    await toStandardAttack(s, attacker);
    const rider = combatantOf(s, target);
    await rider.update({ system: { riding: combatantOf(s, attacker).id ?? "" } });
    try {
      const followUps = await leastWoundChecksFailed(s, attacker, target);
      const rolled = followUps.filter((f) => f.stepId === MOUNT_CONTROL_STEP_ID);
      expectEqual("Riding checks after the wound", 1, rolled.length);
      expectEqual("the mount Out of Control", true, attacker.statuses.has(OUT_OF_CONTROL));
      await pressCardButton(s, { action: "undoDamage" });
      expectEqual("Undo takes Out of Control back with the wound", false, attacker.statuses.has(OUT_OF_CONTROL));
    } finally {
      s.dice.set(undefined);
      await rider.update({ system: { riding: "" } });
      await attacker.toggleStatusEffect(OUT_OF_CONTROL, { active: false });
    }
  },
};
