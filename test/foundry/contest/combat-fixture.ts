/**
 * A `contest` encounter on the strict fake for the economy, turn and status tests: Kara (initiative 5) and the Brute
 * (2) in a combat of the world's ruleset, the adapter's view of the fake's documents, and a combatant's tracker row
 * as the room builds it.
 */
import { combatantEconomy } from "../../../module/foundry/combat/economy-access.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { foundryLocalizer } from "../../../module/foundry/applications/sheets/localizer.ts";
import type { RoomRowParts } from "../../../module/foundry/applications/tracker/row-view.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat } from "../combat/fixture.ts";
import type { ContestWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof spendInCombat>[0];
type AdapterCombatant = Parameters<typeof combatantEconomy>[0];

/** The fake's documents as the adapter's types (the fake implements what the adapter reads of them). */
export const asActor = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
export const asCombatant = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;

export interface ContestFight {
  readonly combat: FakeCombat;
  readonly kara: FakeCombatant;
  readonly brute: FakeCombatant;
}

/** Kara and the Brute in a combat with initiative 5 and 2, not started yet (the GM acting). */
export async function contestFight(w: ContestWorld): Promise<ContestFight> {
  w.as(w.gm);
  const combat = await createCombat("contest", [w.kara, w.brute]);
  const kara = combatantOf(combat, w.kara);
  const brute = combatantOf(combat, w.brute);
  await kara.update({ initiative: 5 });
  await brute.update({ initiative: 2 });
  return { combat, kara, brute };
}

/** The room's part of the combatant's tracker row, for its owner (pools shown) with the GM's −/+ when `adjusts`. */
export function trackerRow(x: FakeCombatant, started: boolean, adjusts = false): RoomRowParts | undefined {
  return combatantEconomy(asCombatant(x))?.row({
    i18n: foundryLocalizer(),
    combatant: { id: x.id, name: x.name },
    all: [],
    showPools: true,
    adjusts,
    started,
  });
}
