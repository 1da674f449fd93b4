import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the quick inquiry draft', () => {
  it('keeps what was typed per page, and only the form fields', () => {
    const storage = memoryStorage();
    saveDraft(storage, '/products/promotion/2', { cas: '64-17-5', quantity: 500, unitCode: 'mL', note: '', extra: 'x' } as never);
    expect(loadDraft(storage, '/products/promotion/2')).toEqual({ cas: '64-17-5', quantity: 500, unitCode: 'mL' });
    expect(loadDraft(storage, '/products/direct/1')).toEqual({});
  });

  it('drops unreadable or mistyped values', () => {
    const storage = memoryStorage();
    storage.setItem('chemmart:quick-inquiry:/', '{"quantity":"lots","cas":12,"productName":"乙醇"}');
    expect(loadDraft(storage, '/')).toEqual({ productName: '乙醇' });
    storage.setItem('chemmart:quick-inquiry:/', 'not json');
    expect(loadDraft(storage, '/')).toEqual({});
  });

  it('forgets an emptied form, and is cleared after sending', () => {
    const storage = memoryStorage();
    saveDraft(storage, '/', { productName: '乙醇' });
    saveDraft(storage, '/', { productName: '' });
    expect(storage.items.size).toBe(0);
    saveDraft(storage, '/', { productName: '乙醇' });
    clearDraft(storage, '/');
    expect(loadDraft(storage, '/')).toEqual({});
  });

  it('works without a storage at all', () => {
    expect(() => saveDraft(null, '/', { cas: '64-17-5' })).not.toThrow();
    expect(loadDraft(null, '/')).toEqual({});
  });
});
