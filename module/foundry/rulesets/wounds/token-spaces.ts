/**
 * Grid spaces (width and height) a token covers on the yard grid, by the seed's numeric Size (0 a typical person;
 * "Most mounts are 4 to 7 sizes larger"): the excerpt gives no footprint, so Fray reads bands of three sizes — −2 … 2
 * one yard, each three sizes above another yard up to four, −3 and below half a yard (docs/rules/wounds.md, the
 * compendium decisions).
 */
export const WOUNDS_FOOTPRINTS = [0.5, 1, 2, 3, 4] as const;
export type WoundsFootprint = (typeof WOUNDS_FOOTPRINTS)[number];

/** The least Size of each footprint above the smallest, smallest first. */
const BANDS: readonly { readonly from: number; readonly spaces: WoundsFootprint }[] = [
  { from: -2, spaces: 1 },
  { from: 3, spaces: 2 },
  { from: 6, spaces: 3 },
  { from: 9, spaces: 4 },
];

export function woundsTokenSpaces(size: number): WoundsFootprint {
  return BANDS.reduce<WoundsFootprint>((spaces, band) => (size >= band.from ? band.spaces : spaces), 0.5);
}
