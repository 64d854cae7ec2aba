/** The system id: the folder under `Data/systems/`, the settings namespace and the `fray.*` query prefix. */
export const SYSTEM_ID = "fray";

/** Root of every localization key Fray owns. */
export const I18N_ROOT = "FRAY";
