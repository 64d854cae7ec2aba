/** Where the build reads sources and writes the installable system folder. */
export const DIST = "dist";
export const STYLES = "styles";
export const STYLE_ENTRY = `${STYLES}/fray.scss`;
export const STATIC_DIRS = ["templates", "lang"] as const;
/** Files copied as they are: the license the manifest names travels with every install (issue 23). */
export const STATIC_FILES = ["LICENSE"] as const;
export const PACK_SOURCES = "packs/_source";
