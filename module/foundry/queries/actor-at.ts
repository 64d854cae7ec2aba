type Uuid = Parameters<typeof fromUuid>[0];

/** A stored string that has the shape of a document UUID ("Actor.abc", "Scene.x.Token.y.Actor.z"). */
function isUuid(value: string): value is Uuid & string {
  return /^[A-Z][A-Za-z]+\.[A-Za-z0-9]{1,64}(\.[A-Za-z0-9]+)*$/.test(value);
}

/** The actor a card stores by UUID, if it still exists (a card's UUIDs are data anyone could have written). */
export async function actorAt(uuid: string): Promise<Actor.Implementation | undefined> {
  if (!isUuid(uuid)) return undefined;
  const document = await fromUuid(uuid);
  return document instanceof Actor ? document : undefined;
}
