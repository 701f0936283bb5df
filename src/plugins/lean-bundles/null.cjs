// A module whose value is null: what a server-only module is in the browser build (./index.ts).
module.exports = null;
