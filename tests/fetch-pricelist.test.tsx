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

  it('shows the price list for a bad link: a refused feature, ref or currency is left out and the list asked again', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/pricelist', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        if (params.has('feautre')) return HttpResponse.json(errorBody('The parameter feautre names no feature of the price list.', 'INVALID_PARAMETER', 'feautre'), { status: 400 });
        if ((params.get('ref') ?? '').length > 32) return HttpResponse.json(errorBody('The parameter ref must be 1 to 32 letters.', 'INVALID_PARAMETER', 'ref'), { status: 400 });
        return HttpResponse.json(pricelistFixture);
      }),
    );
    await expect(fetchPricelist({ feature: 'no-such-feature', ref: 'r'.repeat(40), currency: 'CZK' })).resolves.toEqual(pricelistFixture);
    expect(asked).toEqual([`feautre=no-such-feature&currency=CZK&ref=${'r'.repeat(40)}`, `currency=CZK&ref=${'r'.repeat(40)}`, 'currency=CZK']);
  });

  it('still fails for a refusal of the website itself, with the code for the page', async () => {
    server.use(http.get('*/api/pricelist', () => HttpResponse.json(errorBody('The parameter project is invalid.', 'INVALID_PARAMETER', 'project'), { status: 400 })));
    await expect(fetchPricelist({ project: 'Bad Name', feature: 'storage' })).rejects.toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'project' });
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
