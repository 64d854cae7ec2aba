/**
 * The momentum fake world with the room's sheets installed: the room is not in the registry yet, so this adds its
 * `sheets` member (MOMENTUM_SHEETS) to the room the world fixture installs, as the room descriptor will carry it.
 */
import { installRooms, roomFor } from "../../../../module/foundry/room-lookup.ts";
import { FOUNDRY_ROOMS } from "../../../../module/foundry/rulesets/registry.ts";
import { MOMENTUM_SHEETS } from "../../../../module/foundry/rulesets/momentum/sheets/index.ts";
import { momentumWorld, type MomentumWorld } from "../world-fixture.ts";

export async function momentumSheetWorld(): Promise<MomentumWorld> {
  const world = await momentumWorld();
  const room = roomFor("momentum");
  if (!room) throw new Error("the world fixture installs the momentum room");
  installRooms({ ...FOUNDRY_ROOMS, momentum: { ...room, sheets: MOMENTUM_SHEETS } });
  return world;
}
