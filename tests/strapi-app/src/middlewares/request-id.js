const { randomUUID } = require('node:crypto');

const SAFE_ID = /^[A-Za-z0-9_-]{8,64}$/;

module.exports = (config) => {
  const headerName = config.headerName || 'X-Request-Id';

  return async (ctx, next) => {
    const incoming = ctx.get(headerName);
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();

    ctx.state.requestId = requestId;
    ctx.set(headerName, requestId);

    await next();
  };
};
