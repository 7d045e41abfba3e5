import type { City, Paginated } from '../../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import type { PageArgs } from '../../api/pageArgs';
import { provides } from '../../api/tags';

export const CITY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The user's cities, a page at a time (one city's own answer is reference data: api/referenceApi). */
export const citiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCities: build.query<Paginated<City>, PageArgs>({
      query: ({ page, size }) => ({ url: 'city/', params: { page, size } }),
      ...provides('City'),
    }),
  }),
});

export const { useListCitiesQuery } = citiesApi;
