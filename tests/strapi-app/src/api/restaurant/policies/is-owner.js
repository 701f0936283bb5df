const { errors } = require('@strapi/utils');

module.exports = async (policyContext, config, { strapi }) => {
  const user = policyContext.state.user;
  const documentId = policyContext.params.id;

  if (!user || !documentId) {
    return false;
  }

  const restaurant = await strapi.documents('api::restaurant.restaurant').findOne({
    documentId,
    populate: ['owner'],
  });

  if (!restaurant) {
    return true;
  }

  if (restaurant.owner?.id !== user.id) {
    throw new errors.PolicyError('You do not own this restaurant', { documentId });
  }

  return true;
};
