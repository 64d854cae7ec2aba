/**
 * Whether a token is on the battlefield as the table sees it. A token the GM has hidden (`TokenData#hidden`, "hidden
 * from player view") is a creature that has not arrived or been revealed yet: it gives no cover and flanks nobody,
 * for anyone's roll, so a roll dialog or card never names it or lets a player infer it from a default (decisions on
 * the rules pages: contest 157, wounds 185). Every client receives hidden token documents, so the filter is ours.
 */
export function onBattlefield(token: TokenDocument.Implementation): boolean {
  return !token.hidden;
}
