/*
 * Extends @docusaurus/theme-classic 3.10.2 `NavbarItem/ComponentTypes`
 * (eject: safe; the swizzle tool cannot wrap this object, so we spread the
 * original as Docusaurus recommends for custom navbar item types). Why: adds
 * the `custom-askAi` item type, the navbar's Ask AI button.
 */
import ComponentTypesOriginal from '@theme-original/NavbarItem/ComponentTypes';
import AskAiButton from '@site/src/components/AskAi/AskAiButton';

const ComponentTypes = {
  ...ComponentTypesOriginal,
  'custom-askAi': AskAiButton,
};

export default ComponentTypes;
