/*
 * Stands in for medium-zoom in docusaurus-plugin-image-zoom's client module (see ./index.ts):
 * the same call, but the library is downloaded only when the page has an image to zoom.
 */
export default function mediumZoom(selector, options) {
  let zoom;
  let detached = false;
  let settings = options;
  if (typeof document !== 'undefined' && document.querySelector(selector) !== null) {
    import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom').then(({default: create}) => {
      if (!detached) zoom = create(selector, settings);
    });
  }
  return {
    update(next) {
      settings = {...settings, ...next};
      if (zoom) zoom.update(next);
    },
    detach() {
      detached = true;
      if (zoom) zoom.detach();
    },
  };
}
