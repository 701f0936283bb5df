'use strict';
const controller = require('./controller');

module.exports = { controller };
