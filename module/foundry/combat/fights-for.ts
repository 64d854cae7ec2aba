/**
 * Whether a combatant fights for `actor`, compared by UUID, never by id. An unlinked token's actor is a synthetic
 * actor that keeps its base actor's id (four Grey Wolves dragged from one compendium actor share one id), so an id
 * finds the first wolf's combatant for every wolf; the UUID tells them apart (`Scene.….Token.….Actor.…` for a
 * token's actor, `Actor.…` for a world actor, which is what a linked token's combatant reads).
 */
export interface HasUuid {
  readonly uuid: string;
}

export function fightsFor(combatant: { readonly actor: HasUuid | null }, actor: HasUuid): boolean {
  return combatant.actor !== null && combatant.actor.uuid === actor.uuid;
}
