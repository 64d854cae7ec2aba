/** The tracker's render context as core asks for it: the combat in view, then `_prepareContext`. */
import { FrayCombatTracker } from "../../../module/foundry/applications/tracker/tracker.ts";
import type { TrackerView } from "../../../module/foundry/applications/tracker/view.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";

interface Driven {
  viewed: unknown;
  _prepareContext(options: object): Promise<{ fray?: TrackerView }>;
}

export async function trackerContext(combat: FakeCombat): Promise<TrackerView | undefined> {
  const tracker = new FrayCombatTracker() as unknown as Driven;
  tracker.viewed = combat;
  return (await tracker._prepareContext({})).fray;
}

/** The row of the combatant named `name`. */
export async function rowNamed(combat: FakeCombat, name: string) {
  return (await trackerContext(combat))?.rows.find((r) => r.name === name);
}
