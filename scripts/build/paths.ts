/** Where the build reads sources and writes the installable system folder. */
export const DIST = "dist";
export const STYLES = "styles";
export const STYLE_ENTRY = `${STYLES}/fray.scss`;
export const STATIC_DIRS = ["templates", "lang"] as const;
export const PACK_SOURCES = "packs/_source";
