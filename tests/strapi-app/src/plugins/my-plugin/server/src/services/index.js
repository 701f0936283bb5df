'use strict';
const service = require('./service');

module.exports = { service };
