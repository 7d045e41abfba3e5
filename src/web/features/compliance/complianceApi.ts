import type {
  ComplianceMatchPage,
  MandatoryControlPage,
  MandatoryControlQuery,
  MandatoryControlRow,
  ComplianceMatch,
  MatchStatus,
  StructuringQuery,
  StructuringSign,
  WatchlistApplied,
  WatchlistState,
  WatchlistUploadAnswer,
} from '../../../shared/contract';
import type { Paginated } from '../../../shared/contract/pagination';
import { baseApi } from '../../api/baseApi';
import type { PageArgs } from '../../api/pageArgs';
import { invalidates, type MutationArgs } from '../../api/invalidations';
import { provides } from '../../api/tags';

/**
 * The compliance section (admins and compliance officers; to anyone else its routes are a
 * 404): the list's state and upload, the matches to decide, the mandatory-control queue,
 * the signs of structuring.
 */
export const complianceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    watchlist: build.query<WatchlistState, void>({
      query: () => 'compliance/watchlist/',
      // The banner asks on every page; to a user the section does not exist for, it is a 404.
      extraOptions: { quiet: [404] },
      ...provides('Compliance', () => 'watchlist'),
    }),
    /**
     * A new list replaces the old one whole; a malformed or empty file is a 400 naming why (the
     * old list stays); one that drops more than a tenth of the entries in force answers a
     * preview (202) that waits for confirmWatchlist; 409 while another upload is written.
     */
    importWatchlist: build.mutation<WatchlistUploadAnswer, FormData>({
      query: (body) => ({ url: 'compliance/watchlist/import/', method: 'POST', body }),
      invalidatesTags: invalidates('importWatchlist'),
      extraOptions: { quiet: [400, 409] },
    }),
    confirmWatchlist: build.mutation<WatchlistApplied, MutationArgs['confirmWatchlist']>({
      query: ({ id }) => ({ url: `compliance/watchlist/import/${id}/confirm/`, method: 'POST' }),
      invalidatesTags: invalidates('confirmWatchlist'),
      // Expired, or overtaken by another list: the panel says so.
      extraOptions: { quiet: [409] },
    }),
    cancelWatchlist: build.mutation<WatchlistState, MutationArgs['cancelWatchlist']>({
      query: ({ id }) => ({ url: `compliance/watchlist/import/${id}/cancel/`, method: 'POST' }),
      invalidatesTags: invalidates('cancelWatchlist'),
      extraOptions: { quiet: [409] },
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
    /** A confirmed match ends only so: an officer lifts it, with a reason (audited). */
    liftMatch: build.mutation<ComplianceMatch, MutationArgs['liftMatch']>({
      query: ({ id, reason }) => ({ url: `compliance/matches/${id}/lift/`, method: 'PUT', body: { reason } }),
      invalidatesTags: invalidates('liftMatch'),
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
    structuring: build.query<Paginated<StructuringSign>, StructuringQuery>({
      query: (params) => ({ url: 'compliance/structuring/', params: { ...params } }),
      ...provides('Compliance', () => 'structuring'),
    }),
    decideStructuring: build.mutation<StructuringSign, MutationArgs['decideStructuring']>({
      query: ({ id, ...body }) => ({ url: `compliance/structuring/${id}/decide/`, method: 'PUT', body }),
      invalidatesTags: invalidates('decideStructuring'),
      // The dialog says why: a blank note under the field, a 409 (decided meanwhile) in its words.
      extraOptions: { quiet: [400, 409] },
    }),
  }),
});

export const {
  useWatchlistQuery,
  useImportWatchlistMutation,
  useConfirmWatchlistMutation,
  useCancelWatchlistMutation,
  useMatchesQuery,
  useDecideMatchMutation,
  useLiftMatchMutation,
  useMandatoryControlQuery,
  useReportMandatoryControlMutation,
  useStructuringQuery,
  useDecideStructuringMutation,
} = complianceApi;
