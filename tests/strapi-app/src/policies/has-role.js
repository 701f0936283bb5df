module.exports = {
  validator(config) {
    if (!Array.isArray(config.roles) || config.roles.length === 0) {
      throw new Error('has-role: config.roles must be a non-empty array of role types');
    }
  },

  handler(policyContext, config) {
    const roleType = policyContext.state.user?.role?.type;

    return config.roles.includes(roleType);
  },
};
