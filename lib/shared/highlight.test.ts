import { describe, expect, it } from 'vitest';
import { searchResultsPath, splitForHighlight } from './highlight';

describe('splitForHighlight', () => {
  it('marks every case-insensitive occurrence and keeps the original letters', () => {
    expect(splitForHighlight('Ethanol and methanol', 'ANOL')).toEqual([
      { text: 'Eth', match: false },
      { text: 'anol', match: true },
      { text: ' and meth', match: false },
      { text: 'anol', match: true },
    ]);
  });

  it('leaves text without the term, or with an empty term, whole', () => {
    expect(splitForHighlight('Aspirin', 'xyz')).toEqual([{ text: 'Aspirin', match: false }]);
    expect(splitForHighlight('Aspirin', ' ')).toEqual([{ text: 'Aspirin', match: false }]);
  });
});

describe('searchResultsPath', () => {
  it('encodes the keyword as one path segment', () => {
    expect(searchResultsPath('2,4-D / acid', 3)).toBe('/searchResults/2%2C4-D%20%2F%20acid/3');
  });
});
