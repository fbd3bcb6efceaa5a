import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchPricelist } from '../src/features/pricelist/api/fetch-pricelist';
import { pricelistFixture } from './fixtures/pricelist';
import { answerPricelist, errorBody, server, useMockServer } from './msw/server';

useMockServer();

describe('fetchPricelist', () => {
  it('returns the parsed price list', async () => {
    answerPricelist();
    await expect(fetchPricelist({})).resolves.toEqual(pricelistFixture);
  });

  it("throws the server's error message on a 400", async () => {
    server.use(http.get('*/api/pricelist', () => HttpResponse.json(errorBody('currency must be one of CZK, EUR, USD', 'INVALID_PARAMETER', 'currency'), { status: 400 })));
    await expect(fetchPricelist({ currency: 'GBP' })).rejects.toThrow('currency must be one of CZK, EUR, USD');
  });

  it('throws a readable message when an error answer is not JSON', async () => {
    server.use(http.get('*/api/pricelist', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(fetchPricelist({})).rejects.toThrow('The price list could not be loaded (HTTP 502).');
  });

  it('rejects an answer that breaks the contract instead of rendering it', async () => {
    server.use(http.get('*/api/pricelist', () => HttpResponse.json({ items: 'none' })));
    await expect(fetchPricelist({})).rejects.toThrow('The price list answer was not understood.');
  });
});
