module.exports = (policyContext, config, { strapi }) => {
  if (policyContext.state.user) {
    return true;
  }

  strapi.log.debug(`Anonymous request rejected on ${policyContext.request.url}`);
  return false;
};
