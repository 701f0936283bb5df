'use strict';

module.exports = () => ({
  getWelcomeMessage() {
    return 'Welcome to Strapi 🚀';
  },
});
