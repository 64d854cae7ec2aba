/**
 * The items an act may name, read from the actor's own documents by the GM's spend (never from what a client sent):
 * its gear and abilities, as item-acts.ts reads them.
 */
import { WoundsAbilityModel, WoundsGearModel } from "../data/item-models.ts";
import { actItems, type ActItem, type ActItemSource } from "./item-acts.ts";

export function actorActItems(actor: Actor.Implementation | null): ActItem[] {
  const sources: ActItemSource[] = [];
  for (const item of actor?.items.contents ?? []) {
    const named = { id: item.id ?? "", name: item.name };
    const data = item.system;
    if (data instanceof WoundsGearModel) sources.push({ ...named, kind: "gear", system: data });
    else if (data instanceof WoundsAbilityModel) sources.push({ ...named, kind: "ability", system: data });
  }
  return actItems(sources);
}
