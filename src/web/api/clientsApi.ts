import type {
  CityCompliance,
  CityComplianceBody,
  Client,
  ClientBody,
  ClientOperationPage,
  ClientOperationsQuery,
  ClientListQuery,
  Paginated,
} from '../../shared/contract';
import { baseApi } from './baseApi';
import { invalidates } from './invalidations';
import { provides } from './tags';

/**
 * The client register and a city's compliance settings. Here rather than in a feature: the
 * exchange, crypto and transfer forms (two features) pick and create clients, and the
 * clients' screens list them (CONTRIBUTING: what two features need goes to api/).
 */

/** What the type-ahead of a form's client field asks for at most. */
export const CLIENT_SUGGESTIONS = 10;

export const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Name fragment (any order, ё = е), document number or phone; masked documents. */
    listClients: build.query<Paginated<Client>, ClientListQuery>({
      query: ({ search, page, size }) => ({ url: 'client/', params: { search: search?.trim(), page, size } }),
      ...provides('Client', () => 'list'),
    }),
    /** The card: the full document (the server audits the read). */
    client: build.query<Client, number>({
      query: (id) => `client/${id}/`,
      extraOptions: { quiet: [404] },
      ...provides('Client', (id) => `c${id}`),
    }),
    /**
     * The client's deals and transfers over a period (all time without one), with the
     * period's totals per currency; the server keeps to the user's cities.
     */
    clientOperations: build.query<ClientOperationPage, ClientOperationsQuery & { id: number }>({
      query: ({ id, from_date, to_date, page, size }) => ({ url: `client/${id}/operations/`, params: { from_date, to_date, page, size } }),
      // The card says a failure in place (with Повторить); 401 and 503 are still the app's.
      extraOptions: { silent: true },
      ...provides('ClientOperations', ({ id }) => `c${id}`),
    }),
    createClient: build.mutation<Client, ClientBody>({
      query: (body) => ({ url: 'client/create/', method: 'POST', body }),
      invalidatesTags: invalidates('createClient'),
      extraOptions: { quiet: [400] },
    }),
    updateClient: build.mutation<Client, { id: number; body: ClientBody }>({
      query: ({ id, body }) => ({ url: `client/update/${id}/`, method: 'PUT', body }),
      invalidatesTags: invalidates('updateClient'),
      extraOptions: { quiet: [400] },
    }),
    /** The city's thresholds: the forms say live when a sum needs a client. */
    cityCompliance: build.query<CityCompliance, number>({
      query: (city) => ({ url: 'city_compliance/', params: { city } }),
      // Only a hint: without it the form still works and the server still judges the deal.
      extraOptions: { silent: true },
      ...provides('Compliance', (city) => `city${city}`),
    }),
    /** Admins and compliance officers (others 403): the admin page's settings. */
    setCityCompliance: build.mutation<CityCompliance, { city: number; body: CityComplianceBody }>({
      query: ({ city, body }) => ({ url: `city_compliance/${city}/`, method: 'PUT', body }),
      invalidatesTags: invalidates('setCityCompliance'),
      extraOptions: { quiet: [400] },
    }),
  }),
});

export const { useSetCityComplianceMutation } = clientsApi;
export const { useListClientsQuery, useClientQuery, useClientOperationsQuery, useCreateClientMutation, useUpdateClientMutation, useCityComplianceQuery } = clientsApi;
