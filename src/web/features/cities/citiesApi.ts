import type { City, Paginated } from '../../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import { cacheFor } from '../../api/cacheTimes';

export const CITY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const citiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCities: build.query<Paginated<City>, { page: number; size?: number }>({
      query: ({ page, size = CITY_PAGE_SIZE }) => ({ url: 'city/', params: { page, size } }),
      providesTags: ['City'],
      keepUnusedDataFor: cacheFor('City'),
    }),
    getCity: build.query<City, number>({
      query: (id) => `city/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'City', id }],
      keepUnusedDataFor: cacheFor('City'),
    }),
  }),
});

export const { useListCitiesQuery, useGetCityQuery } = citiesApi;
