/**
 * Ritual (product) fetchers (spec part 1 §4, §7): GET /products/list, /products/{id}, /products/car,
 * /package/ritualsByUrlTag and /ritualVariants — each answer parsed with the domain contract. One key factory:
 * the booking page and the cart share a ritual's cache entry and its variants' one.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { Product } from '@sannidhi/domain/catalogue';
import { CarProduct, ProductList, VariantAnswer } from '@sannidhi/domain/contracts/catalogue';
import { api, type CallOptions } from '../lib/api-client';

export const productKeys = {
  all: ['products'] as const,
  list: (centerId: string, backOffice: boolean) =>
    [...productKeys.all, 'list', centerId, backOffice] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  variants: (id: string, year: number, month: number) =>
    [...productKeys.all, 'variants', id, year, month] as const,
};

/** GET /products/list?centerId&backOffice: the rituals of a centre (back-office ones too in back-office mode). */
export function getProducts(
  centerId: string,
  backOffice: boolean,
  opts: CallOptions = {},
): Promise<Product[]> {
  return api.get('/products/list', ProductList, { query: { centerId, backOffice }, ...opts });
}

/** `silent` when the caller already has rituals to show, so the overlay does not cover a usable list. */
export function productListOptions(centerId: string, backOffice: boolean, opts: { silent?: boolean } = {}) {
  return queryOptions({
    queryKey: productKeys.list(centerId, backOffice),
    queryFn: ({ signal }) => getProducts(centerId, backOffice, { signal, ...opts }),
    enabled: Boolean(centerId),
    staleTime: 0,
  });
}

/** GET /products/{id}: one ritual with its config (404 when it is not offered to this user). */
export function getProduct(id: string, opts: CallOptions = {}): Promise<Product> {
  return api.get(`/products/${encodeURIComponent(id)}`, Product, { toastOnError: false, ...opts });
}

/** `quiet`: no overlay (the cart names a ritual missing from the session's list in the background). */
export function productOptions(id: string, opts: { quiet?: boolean } = {}) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, { signal, silent: opts.quiet }),
  });
}

/** GET /products/car?globalType&centerId: the car ritual of a centre; 404 "Ritual not found" when it has none. */
export function getCarProduct(globalType: string, centerId: string, opts: CallOptions = {}) {
  return api.get('/products/car', CarProduct, {
    query: { globalType, centerId },
    toastOnError: false,
    ...opts,
  });
}

/** GET /package/ritualsByUrlTag?urlTag&centerId: the rituals of an event package at one centre. */
export function getPackageRituals(
  urlTag: string,
  centerId: string,
  opts: CallOptions = {},
): Promise<Product[]> {
  return api.get('/package/ritualsByUrlTag', ProductList, {
    query: { urlTag, centerId },
    toastOnError: false,
    ...opts,
  });
}

/** GET /ritualVariants?productId&month&year: the options of a ritual with price and maximum quantity per booking. */
export function getRitualVariants(
  productId: string,
  month: { year: number; month: number },
  opts: CallOptions = {},
): Promise<VariantAnswer[]> {
  return api.get('/ritualVariants', z.array(VariantAnswer), {
    query: { productId, month: month.month, year: month.year },
    ...opts,
  });
}

/** `quiet`: no overlay and no toast (the cart reads the limits in the background). */
export function ritualVariantsOptions(
  productId: string,
  month: { year: number; month: number },
  opts: { quiet?: boolean } = {},
) {
  return queryOptions({
    queryKey: productKeys.variants(productId, month.year, month.month),
    queryFn: ({ signal }) =>
      getRitualVariants(
        productId,
        month,
        opts.quiet ? { signal, silent: true, toastOnError: false } : { signal },
      ),
    staleTime: 5 * 60_000,
  });
}
