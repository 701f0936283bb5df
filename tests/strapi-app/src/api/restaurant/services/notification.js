const { errors } = require('@strapi/utils');

module.exports = ({ strapi }) => ({
  async sendContactMessage({ restaurantId, name, email, message }) {
    const restaurant = await strapi.documents('api::restaurant.restaurant').findOne({
      documentId: restaurantId,
      status: 'published',
      fields: ['name'],
      populate: { owner: { fields: ['email', 'username'] } },
    });

    if (!restaurant || !restaurant.owner) {
      throw new errors.NotFoundError('Restaurant not found');
    }

    await strapi.plugin('email').service('email').send({
      to: restaurant.owner.email,
      replyTo: email,
      subject: `New message about ${restaurant.name}`,
      text: `${name} (${email}) wrote:\n\n${message}`,
    });

    strapi.log.info(`Contact message sent to the owner of ${restaurant.name}`);

    return { sent: true };
  },
});
