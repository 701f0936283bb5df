import assert from 'node:assert/strict';
import {test} from 'node:test';
import {formatUtcDate} from '../../src/theme/LastUpdated/formatUtcDate';

test('the page date reads as Intl.DateTimeFormat en-US writes it (short month, UTC), for every month and edge of day', () => {
  const intl = new Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  const samples = [Date.UTC(2026, 10, 26, 23, 59, 59), Date.UTC(2024, 1, 29, 0, 0, 0), Date.UTC(1999, 11, 31, 12)];
  for (let month = 0; month < 12; month += 1) samples.push(Date.UTC(2025, month, 1 + month * 2, 5));
  for (const time of samples) assert.equal(formatUtcDate(new Date(time)), intl.format(new Date(time)));
});
