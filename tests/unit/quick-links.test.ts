import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {pickExistingDocs} from '../../src/components/QuickLinks/pickExistingDocs';

describe('pickExistingDocs', () => {
  const docs = [
    {id: 'intro', path: '/dev-docs/intro'},
    {id: 'api/rest', path: '/dev-docs/api/rest'},
    {id: 'quick-start', path: '/dev-docs/quick-start'},
  ];
  it('keeps existing docs in the order of the candidates', () => {
    const links = pickExistingDocs(
      docs,
      [
        {docId: 'quick-start', label: 'Quick start'},
        {docId: 'missing', label: 'Missing'},
        {docId: 'api/rest', label: 'REST'},
      ],
      5,
    );
    assert.deepEqual(links, [
      {docId: 'quick-start', label: 'Quick start', to: '/dev-docs/quick-start'},
      {docId: 'api/rest', label: 'REST', to: '/dev-docs/api/rest'},
    ]);
  });
  it('stops at the maximum', () => {
    const candidates = docs.map((doc) => ({docId: doc.id, label: doc.id}));
    assert.equal(pickExistingDocs(docs, candidates, 2).length, 2);
    assert.equal(pickExistingDocs([], candidates, 2).length, 0);
  });
});
