// Stands in for a module the site does not need on the client (see ./index.ts).
module.exports = {};
