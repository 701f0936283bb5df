const contactDetails = {
  collectionName: 'components_feedback_contact_details',
  info: {
    displayName: 'Contact details',
    description: 'How to reach the person who sent feedback',
  },
  options: {},
  attributes: {
    name: { type: 'string' },
    email: { type: 'email', required: true },
    allowFollowUp: { type: 'boolean', default: false },
  },
};

const registerComponent = (strapi, uid, globalId, definition) => {
  const registry = strapi.get('components');

  if (registry.get(uid)) {
    strapi.log.info(`[feedback] ${uid} is defined by the project, keeping that definition`);
    return;
  }

  const [category, modelName] = uid.split('.');

  registry.set(uid, {
    ...definition,
    __schema__: structuredClone(definition),
    uid,
    category,
    modelType: 'component',
    modelName,
    globalId,
  });
};

module.exports = ({ strapi }) => {
  registerComponent(strapi, 'feedback.contact-details', 'ComponentFeedbackContactDetails', contactDetails);
};
