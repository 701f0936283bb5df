import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import vm from 'node:vm';
import {parseAiWebsiteId, parseGtmContainerId, parseScriptUrl, DEFAULT_AI_WIDGET_SCRIPT} from '../../config/env';
import {createKonamiMatcher, KONAMI} from '../../src/clientModules/konami';
import {logoTargets, stepParticles} from '../../src/components/EasterEgg/particles';
import {gtmSnippet} from '../../src/plugins/analytics';
import {parseOptions} from '../../src/plugins/site-index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const inlineLogo = require('../../src/plugins/lean-bundles/redoc-inline-logo-loader.js') as {
  (source: string): string;
  CDN_LOGO: string;
};

describe('third-party settings', () => {
  it('accept valid GTM container ids and reject others clearly', () => {
    assert.equal(parseGtmContainerId(undefined), undefined);
    assert.equal(parseGtmContainerId(' '), undefined);
    assert.equal(parseGtmContainerId('GTM-AB12CD3'), 'GTM-AB12CD3');
    assert.throws(() => parseGtmContainerId('UA-12345'), /GTM_CONTAINER_ID must look like GTM-XXXXXXX/);
    assert.throws(() => parseGtmContainerId("GTM-1234';alert(1)//"), /GTM_CONTAINER_ID/);
  });
  it('accept AI website ids made of letters, digits and dashes only', () => {
    assert.equal(parseAiWebsiteId('a1b2-c3'), 'a1b2-c3');
    assert.throws(() => parseAiWebsiteId('"><script>'), /AI_WIDGET_WEBSITE_ID/);
  });
  it('require an https widget script URL', () => {
    assert.equal(parseScriptUrl(undefined, DEFAULT_AI_WIDGET_SCRIPT), DEFAULT_AI_WIDGET_SCRIPT);
    assert.throws(() => parseScriptUrl('http://widget.example.com/a.js', DEFAULT_AI_WIDGET_SCRIPT), /must use https/);
    assert.throws(() => parseScriptUrl('not a url', DEFAULT_AI_WIDGET_SCRIPT), /absolute https URL/);
  });
});

describe('analytics snippet', () => {
  function run(navigatorProps: Record<string, unknown>) {
    const appended: Array<{src: string; async: boolean; id: string}> = [];
    const window: Record<string, unknown> = {};
    const document = {
      createElement: () => ({src: '', async: false, id: ''}),
      head: {appendChild: (element: {src: string; async: boolean; id: string}) => appended.push(element)},
    };
    vm.runInNewContext(gtmSnippet('GTM-E2ETEST'), {window, document, navigator: navigatorProps, Date});
    return {appended, window};
  }
  it('loads GTM asynchronously when the visitor sends no privacy signal', () => {
    const {appended, window} = run({});
    assert.deepEqual(appended, [{src: 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST', async: true, id: 'gtm-script'}]);
    assert.equal((window.dataLayer as unknown[]).length, 1);
  });
  it('respects Do-Not-Track and Global Privacy Control', () => {
    assert.equal(run({doNotTrack: '1'}).appended.length, 0);
    assert.equal(run({doNotTrack: 'yes'}).appended.length, 0);
    assert.equal(run({globalPrivacyControl: true}).appended.length, 0);
    assert.equal(run({doNotTrack: '0'}).appended.length, 1);
  });
  it('refuses container ids that could break out of the snippet', () => {
    assert.throws(() => gtmSnippet("GTM-X';evil()//"), /Invalid Google Tag Manager container id/);
  });
});

describe('Konami code', () => {
  it('matches the exact sequence, even after false starts', () => {
    const matches = createKonamiMatcher();
    const results = ['ArrowUp', ...KONAMI].map((key) => matches(key));
    assert.equal(results.at(-1), true);
    assert.equal(results.slice(0, -1).some(Boolean), false);
  });
  it('accepts capital B and A and ignores other sequences', () => {
    const matches = createKonamiMatcher();
    assert.equal([...KONAMI.slice(0, 8), 'B', 'A'].map((key) => matches(key)).at(-1), true);
    const other = createKonamiMatcher();
    assert.equal(['ArrowUp', 'ArrowDown', 'b', 'a'].some((key) => other(key)), false);
  });
});

describe('easter egg particles', () => {
  it('draws the logo inside the centred square', () => {
    const points = logoTargets(1000, 800);
    assert.ok(points.length > 100);
    for (const point of points) {
      assert.ok(point.x >= 300 && point.x <= 700 && point.y >= 200 && point.y <= 600);
    }
  });
  it('pull particles to their target and push them away from the pointer', () => {
    const particle = {x: 0, y: 0, vx: 0, vy: 0, tx: 100, ty: 0};
    for (let i = 0; i < 200; i += 1) stepParticles([particle], {x: -1000, y: -1000});
    assert.ok(Math.abs(particle.x - 100) < 1);
    stepParticles([particle], {x: 90, y: 0});
    assert.ok(particle.vx > 0, 'pushed away from a pointer on its left');
  });
});

describe('site-index options', () => {
  it('accept areas and a tags file, and reject anything else clearly', () => {
    assert.deepEqual(parseOptions({areas: [{id: 'cloud', label: 'Strapi Cloud'}], tagsFile: 'docs/tags.yml'}), {
      areas: [{id: 'cloud', label: 'Strapi Cloud'}],
      tagsFile: 'docs/tags.yml',
    });
    assert.throws(() => parseOptions({areas: []}), /site-index: options must be/);
    assert.throws(() => parseOptions(undefined), /site-index/);
  });
});

describe('Redoc offline loader', () => {
  it("replaces Redoc's CDN logo with an inline image", () => {
    const output = inlineLogo(`a("${inlineLogo.CDN_LOGO}");b("${inlineLogo.CDN_LOGO}")`);
    assert.ok(!output.includes('cdn.redoc.ly'));
    assert.equal(output.match(/data:image\/svg\+xml/g)?.length, 2);
  });
});
