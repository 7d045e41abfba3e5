import type { CreateTransferBody, Paginated, Transfer, TransferKind } from '../../../shared/contract';
import { baseApi } from '../../api/baseApi';
import type { PageArgs } from '../../api/pageArgs';
import { invalidates, type MutationArgs } from '../../api/invalidations';
import { byRegister, provides } from '../../api/tags';

/** The three kinds share their calls; the path prefix names the kind (docs/PRODUCT.md §7). */
export const TRANSFER_PATH: Record<TransferKind, string> = {
  INTERNAL: 'internal_transfer',
  EXTERNAL: 'external_transfer',
  CRYPTO: 'crypto_transfer',
};

type Kind = { kind: TransferKind };

export const transfersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A register's outgoing and incoming transfers of one kind, newest first. */
    listTransfers: build.query<Paginated<Transfer>, Kind & { cashRegister: number } & PageArgs>({
      query: ({ kind, cashRegister, page, size }) => ({ url: `${TRANSFER_PATH[kind]}/`, params: { cash_register: cashRegister, page, size } }),
      ...provides('Transfer', byRegister),
    }),
    /** A city's transfers of one kind (the unfinished-transfers screen). */
    listCityTransfers: build.query<Paginated<Transfer>, Kind & { city: number } & PageArgs>({
      query: ({ kind, city, page, size }) => ({ url: `city_${TRANSFER_PATH[kind]}/`, params: { city, page, size } }),
      ...provides('Transfer'),
    }),
    /** An external or crypto transfer by the client's code; 404 is "nothing found", said on the screen. */
    findTransfer: build.query<Transfer, { cashRegister: number; code: string }>({
      query: ({ cashRegister, code }) => ({ url: 'find_external_transfer/', params: { cash_register: cashRegister, code } }),
      extraOptions: { quiet: [404, 400] },
      ...provides('Transfer', byRegister),
    }),
    createTransfer: build.mutation<Transfer, MutationArgs['createTransfer']>({
      query: ({ kind, body }) => ({ url: `${TRANSFER_PATH[kind]}/create/`, method: 'POST', body }),
      invalidatesTags: invalidates('createTransfer'),
      extraOptions: { quiet: [400] },
    }),
    updateTransfer: build.mutation<Transfer, MutationArgs['updateTransfer']>({
      query: ({ kind, id, body }) => ({ url: `${TRANSFER_PATH[kind]}/update/${id}/`, method: 'PUT', body }),
      invalidatesTags: invalidates('updateTransfer'),
      extraOptions: { quiet: [400] },
    }),
    // Accept and deliver failures are the acceptance machine's to explain (409, wrong code).
    acceptTransfer: build.mutation<Transfer, MutationArgs['acceptTransfer']>({
      query: ({ kind, id, transfer_code, receiver_client }) => ({
        url: `${TRANSFER_PATH[kind]}/accept/${id}/`,
        method: 'PUT',
        body: kind === 'INTERNAL' ? { id } : { transfer_code, ...(receiver_client !== undefined ? { receiver_client } : {}) },
      }),
      invalidatesTags: invalidates('acceptTransfer'),
      extraOptions: { quiet: [400, 404, 409] },
    }),
    deliverTransfer: build.mutation<Transfer, MutationArgs['deliverTransfer']>({
      query: ({ kind, id, receiver_client }) => ({
        url: `${TRANSFER_PATH[kind]}/deliver/${id}/`,
        method: 'PUT',
        ...(receiver_client !== undefined ? { body: { receiver_client } } : {}),
      }),
      invalidatesTags: invalidates('deliverTransfer'),
      extraOptions: { quiet: [400, 404, 409] },
    }),
    /** A client lost the code: the sender side gets a new one (the old one stops working). */
    newTransferCode: build.mutation<Transfer, MutationArgs['newTransferCode']>({
      query: ({ kind, id }) => ({ url: `${TRANSFER_PATH[kind]}/new_code/${id}/`, method: 'PUT' }),
      invalidatesTags: invalidates('newTransferCode'),
    }),
    /** The sender takes a Pending transfer back (amount and fee return; the code dies); 409 is the app's alert. */
    cancelTransfer: build.mutation<Transfer, MutationArgs['cancelTransfer']>({
      query: ({ kind, id, reason }) => ({ url: `${TRANSFER_PATH[kind]}/cancel/${id}/`, method: 'PUT', body: { reason } }),
      invalidatesTags: invalidates('cancelTransfer'),
      extraOptions: { quiet: [400] },
    }),
  }),
});

export type { CreateTransferBody };
export const {
  useListTransfersQuery,
  useListCityTransfersQuery,
  useFindTransferQuery,
  useLazyFindTransferQuery,
  useCreateTransferMutation,
  useUpdateTransferMutation,
  useAcceptTransferMutation,
  useDeliverTransferMutation,
  useNewTransferCodeMutation,
  useCancelTransferMutation,
} = transfersApi;
