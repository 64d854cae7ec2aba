/**
 * "Mounts that are not trained for combat often pose a significant challenge to control" (seed 004; docs/rules/
 * wounds.md decision 202): whether a mount is trained is the GM's mark on its combatant (a tracker control on a
 * ridden mount's row), unmarked meaning untrained, so the seed's checks are asked unless the GM says otherwise.
 */
import type { Refusal } from "../../../combat-room.ts";
import type { ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsCombatantData } from "../combat/actor.ts";

export const TRAINED_MOUNT_CONTROL: ControlSpec = {
  id: "trainedMount",
  label: `${I18N_ROOT}.Wounds.Mounted.trained`,
  who: "gm",
  takesChoice: false,
};

/** Is `mount` marked trained for combat? */
export function isTrainedMount(mount: Combatant.Implementation): boolean {
  return woundsCombatantData(mount)?.trainedMount ?? false;
}

/** GM: marks `mount` trained, or untrained again. */
export async function toggleTrained(mount: Combatant.Implementation): Promise<Refusal | undefined> {
  const data = woundsCombatantData(mount);
  if (!data) return { refused: `${I18N_ROOT}.Wounds.Refusal.notWounds` };
  await mount.update({ system: { trainedMount: !data.trainedMount } });
  return undefined;
}
