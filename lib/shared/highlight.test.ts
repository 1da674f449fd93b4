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

describe('highlighting a several-word query', () => {
  it('marks each word when the words appear apart', () => {
    expect(splitForHighlight('Acetylsalicylic acid', 'acid acetylsalicylic')).toEqual([
      { text: 'Acetylsalicylic', match: true },
      { text: ' ', match: false },
      { text: 'acid', match: true },
    ]);
  });

  it('marks nothing when no word is there', () => {
    expect(splitForHighlight('Ethanol', 'sodium chloride')).toEqual([{ text: 'Ethanol', match: false }]);
  });
});

describe('searchResultsPath', () => {
  it('carries the filters in the query string', () => {
    expect(searchResultsPath('acetic acid', 2, { category: 'inorganic', purity: '99', inStock: true, sellerId: 3 })).toBe(
      '/searchResults/acetic%20acid/2?category=inorganic&purity=99&inStock=1&sellerId=3',
    );
    expect(searchResultsPath('aspirin')).toBe('/searchResults/aspirin/1');
  });
});
