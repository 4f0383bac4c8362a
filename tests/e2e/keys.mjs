// The localStorage keys of the app (`src/stored.rs` names them), for the tests and the
// browser benchmark. A module of its own, without test hooks, so that `bench-web.mjs` (not a
// test) can import it.
export const SAVE_KEY = 'bg-web.save';
export const BACKUP_KEY = 'bg-web.save.corrupt';
export const SETTINGS_KEY = 'bg-web.settings';
export const STATS_KEY = 'bg-web.stats';
export const PRACTICE_KEY = 'bg-web.practice';
