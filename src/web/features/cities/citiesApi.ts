import type { City, Paginated } from '../../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { provides } from '../../api/tags';

export const CITY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The user's cities, a page at a time (one city's own answer is reference data: api/referenceApi). */
export const citiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCities: build.query<Paginated<City>, { page: number; size?: number }>({
      query: ({ page, size = CITY_PAGE_SIZE }) => ({ url: 'city/', params: { page, size } }),
      ...provides('City'),
    }),
  }),
});

export const { useListCitiesQuery } = citiesApi;
