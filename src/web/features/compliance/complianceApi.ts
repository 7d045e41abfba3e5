import type {
  ComplianceMatchPage,
  MandatoryControlPage,
  MandatoryControlQuery,
  MandatoryControlRow,
  ComplianceMatch,
  MatchStatus,
  WatchlistState,
} from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import type { PageArgs } from '../../api/pageArgs';
import { invalidates, type MutationArgs } from '../../api/invalidations';
import { provides } from '../../api/tags';

/**
 * The compliance section (admins and compliance officers; to anyone else its routes are a
 * 404): the list's state and upload, the matches to decide, the mandatory-control queue.
 */
export const complianceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    watchlist: build.query<WatchlistState, void>({
      query: () => 'compliance/watchlist/',
      // The banner asks on every page; to a user the section does not exist for, it is a 404.
      extraOptions: { quiet: [404] },
      ...provides('Compliance', () => 'watchlist'),
    }),
    /** A new list replaces the old one whole; a malformed file is a 400 naming the line (the old list stays). */
    importWatchlist: build.mutation<WatchlistState, FormData>({
      query: (body) => ({ url: 'compliance/watchlist/import/', method: 'POST', body }),
      invalidatesTags: invalidates('importWatchlist'),
      extraOptions: { quiet: [400] },
    }),
    matches: build.query<ComplianceMatchPage, { status: MatchStatus } & PageArgs>({
      query: ({ status, page, size }) => ({ url: 'compliance/matches/', params: { status, page, size } }),
      ...provides('Compliance', () => 'matches'),
    }),
    decideMatch: build.mutation<ComplianceMatch, MutationArgs['decideMatch']>({
      query: ({ id, decision }) => ({ url: `compliance/matches/${id}/${decision}/`, method: 'PUT' }),
      invalidatesTags: invalidates('decideMatch'),
      // The row says why (a match on a client this officer registered, already decided).
      extraOptions: { quiet: [400, 403, 409] },
    }),
    mandatoryControl: build.query<MandatoryControlPage, MandatoryControlQuery & PageArgs>({
      query: (params) => ({ url: 'compliance/mandatory_control/', params: { ...params } }),
      ...provides('Compliance', () => 'mandatory'),
    }),
    reportMandatoryControl: build.mutation<MandatoryControlRow, MutationArgs['reportMandatoryControl']>({
      query: ({ id, reference }) => ({ url: `compliance/mandatory_control/${id}/report/`, method: 'PUT', body: { reference } }),
      invalidatesTags: invalidates('reportMandatoryControl'),
      extraOptions: { quiet: [400] },
    }),
  }),
});

export const {
  useWatchlistQuery,
  useImportWatchlistMutation,
  useMatchesQuery,
  useDecideMatchMutation,
  useMandatoryControlQuery,
  useReportMandatoryControlMutation,
} = complianceApi;
